package io.github.tansaku.chess.exchange;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.chess.board.MoveCode;
import io.github.tansaku.chess.board.Piece;
import io.github.tansaku.chess.board.PieceType;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.movegen.MoveGenerator;
import io.github.tansaku.chess.notation.UciNotation;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class StaticExchangeEvaluatorTest {

    private static final int P = PieceType.value(PieceType.PAWN);
    private static final int N = PieceType.value(PieceType.KNIGHT);
    private static final int R = PieceType.value(PieceType.ROOK);
    private static final int Q = PieceType.value(PieceType.QUEEN);

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({
        // The two examples of the chessprogramming wiki's SEE page: a free pawn, and NxP losing the knight.
        "1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1, e1e5, P",
        "1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1, d3e5, P-N",
        // Queen takes a pawn defended by a pawn.
        "4k3/8/2p5/3p4/8/8/3Q4/4K3 w - - 0 1, d2d5, P-Q",
        // X-ray: the rook behind the first rook wins the exchange on d5 for white.
        "3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1, d2d5, P",
        // Without the second rook the same capture loses the rook for a pawn.
        "3rk3/8/8/3p4/8/8/3R4/4K3 w - - 0 1, d2d5, P-R",
        // En passant wins a pawn.
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1, e5d6, P",
        // An unopposed promotion gains a queen for a pawn.
        "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1, b7b8q, Q-P",
        // The king may not recapture onto a defended square.
        "3qk3/3r4/8/3P4/2K5/8/8/8 b - - 0 1, d7d5, P",
        "4k3/3r4/8/3P4/2K5/8/8/8 b - - 0 1, d7d5, P-R",
        // ... but it may take back when nothing defends: QxP, BxQ, KxB.
        "4k3/8/8/8/8/2b5/3p4/3QK3 w - - 0 1, d1d2, P-Q+B",
        // A quiet move onto an attacked square loses the piece.
        "4k3/8/8/3p4/8/2N5/8/4K3 w - - 0 1, c3e4, -N",
    })
    void exchangeValues(String fen, String move, String expected) {
        Position position = Position.fromFen(fen);
        int code = UciNotation.parse(position, move);
        int value = evaluate(expected);
        assertThat(StaticExchangeEvaluator.see(position, code)).isEqualTo(value);
        assertThat(StaticExchangeEvaluator.seeAtLeast(position, code, value)).isTrue();
        assertThat(StaticExchangeEvaluator.seeAtLeast(position, code, value + 1)).isFalse();
    }

    private static int evaluate(String expression) {
        int total = 0;
        int sign = 1;
        for (char c : expression.toCharArray()) {
            switch (c) {
                case '-' -> sign = -1;
                case '+' -> sign = 1;
                case 'P' -> total += sign * P;
                case 'N' -> total += sign * N;
                case 'B' -> total += sign * PieceType.value(PieceType.BISHOP);
                case 'R' -> total += sign * R;
                case 'Q' -> total += sign * Q;
                case '0' -> total += 0;
                default -> throw new IllegalArgumentException(expression);
            }
        }
        return total;
    }

    /** The threshold form answers exactly like the full value, for every legal move of random games. */
    @Test
    void thresholdFormAgreesWithTheValue() {
        SplittableRandom random = new SplittableRandom(3);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int[] thresholds = {-Q, -R, -N, -P, -1, 0, 1, P, N, R, Q};
        for (int game = 0; game < 30; game++) {
            Position position = Position.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
            for (int ply = 0; ply < 60; ply++) {
                int n = MoveGenerator.generateLegal(position, moves, 0);
                if (n == 0) {
                    break;
                }
                for (int i = 0; i < n; i++) {
                    int see = StaticExchangeEvaluator.see(position, moves[i]);
                    for (int t : thresholds) {
                        assertThat(StaticExchangeEvaluator.seeAtLeast(position, moves[i], t))
                                .as("%s %s see %d threshold %d", position, UciNotation.format(moves[i]), see, t)
                                .isEqualTo(see >= t);
                    }
                }
                position.makeMove(moves[random.nextInt(n)]);
            }
        }
    }

    /**
     * The value agrees with a plain exchange that finds every attacker from scratch after each
     * capture (no incremental x-rays), for every legal move of random games.
     */
    @Test
    void valueAgreesWithAnExchangeThatRecomputesItsAttackers() {
        SplittableRandom random = new SplittableRandom(11);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        for (int game = 0; game < 40; game++) {
            Position position = Position.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
            for (int ply = 0; ply < 80; ply++) {
                int n = MoveGenerator.generateLegal(position, moves, 0);
                if (n == 0) {
                    break;
                }
                for (int i = 0; i < n; i++) {
                    assertThat(StaticExchangeEvaluator.see(position, moves[i]))
                            .as("%s %s", position, UciNotation.format(moves[i]))
                            .isEqualTo(plainSee(position, moves[i]));
                }
                position.makeMove(moves[random.nextInt(n)]);
            }
        }
    }

    private static int plainSee(Position position, int move) {
        if (MoveCode.isCastling(move)) {
            return 0;
        }
        int from = MoveCode.from(move);
        int to = MoveCode.to(move);
        long occupied = position.occupied() ^ (1L << from);
        if (MoveCode.isEnPassant(move)) {
            occupied ^= 1L << (to ^ 8);
        }
        int mover = position.pieceAt(from);
        int onSquare = MoveCode.isPromotion(move)
                ? PieceType.value(MoveCode.promotionType(move)) : plainValue(Piece.type(mover));
        return StaticExchangeEvaluator.materialGain(position, move)
                - plainReply(position, to, occupied, Piece.color(mover) ^ 1, onSquare);
    }

    /** The best {@code side} can gain by going on with the exchange on {@code to}, or 0 by stopping. */
    private static int plainReply(Position position, int to, long occupied, int side, int onSquare) {
        long attackers = position.attackersTo(to, occupied) & occupied;
        long ours = attackers & position.pieces(side);
        if (ours == 0) {
            return 0;
        }
        int type = PieceType.PAWN;
        while ((ours & position.pieces(side, type)) == 0) {
            type++;
        }
        if (type == PieceType.KING && (attackers & position.pieces(side ^ 1)) != 0) {
            return 0;
        }
        long candidates = ours & position.pieces(side, type);
        occupied ^= candidates & -candidates;
        return Math.max(0, onSquare - plainReply(position, to, occupied, side ^ 1, plainValue(type)));
    }

    private static int plainValue(int type) {
        return type == PieceType.KING ? 20_000 : PieceType.value(type);
    }
}
