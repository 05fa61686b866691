package io.github.tansaku.chess.eval.sayuri;

import io.github.tansaku.chess.board.CastlingRights;
import io.github.tansaku.chess.board.Color;
import io.github.tansaku.chess.board.Piece;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.board.Square;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;

/**
 * Builds positions that the FEN reader rightly rejects (the side not to move in check, kings side
 * by side): some golden rows of the Sayuri reference are random, unreachable placements. It goes
 * through Position's package-private set-up path by reflection, in tests only.
 */
final class UnvalidatedPositions {

    private UnvalidatedPositions() {
    }

    static Position fromFen(String fen) {
        try {
            String[] fields = fen.split(" ");
            Constructor<Position> constructor = Position.class.getDeclaredConstructor();
            constructor.setAccessible(true);
            Position pos = constructor.newInstance();
            Method put = Position.class.getDeclaredMethod("put", int.class, int.class);
            put.setAccessible(true);
            String[] ranks = fields[0].split("/");
            for (int i = 0; i < 8; i++) {
                int file = 0;
                for (char c : ranks[i].toCharArray()) {
                    if (Character.isDigit(c)) {
                        file += c - '0';
                    } else {
                        put.invoke(pos, Square.of(file++, 7 - i), Piece.fromFenLetter(c));
                    }
                }
            }
            int rights = 0;
            for (char c : fields[2].toCharArray()) {
                rights |= switch (c) {
                    case 'K' -> CastlingRights.WHITE_KING_SIDE;
                    case 'Q' -> CastlingRights.WHITE_QUEEN_SIDE;
                    case 'k' -> CastlingRights.BLACK_KING_SIDE;
                    case 'q' -> CastlingRights.BLACK_QUEEN_SIDE;
                    default -> 0;
                };
            }
            int ep = fields[3].equals("-") ? Square.NONE : Square.parse(fields[3]);
            Method finish = Position.class.getDeclaredMethod("finishSetUp", int.class, int.class, int.class, int.class,
                    int.class);
            finish.setAccessible(true);
            finish.invoke(pos, fields[1].equals("w") ? Color.WHITE : Color.BLACK, rights, ep, 0, 1);
            return pos;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot build " + fen + " (has Position's set-up path changed?)", e);
        }
    }
}
