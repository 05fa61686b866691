package io.github.tansaku.shogi.notation;

import io.github.tansaku.shogi.Piece;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.Sfen;
import io.github.tansaku.shogi.Square;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The named start positions of KIF's {@code 手合割} header (Kakinoki's list): {@code 平手} and
 * the handicaps, each the even start position without some of White's pieces, with White (the
 * handicap giver, 上手) to move.
 *
 * <p>Left and right are White's own: the left lance stands on 1a, on the bishop's side.
 * {@code 香落ち} removes 1a, {@code 右香落ち} 9a; {@code 飛香落ち} and {@code 三枚落ち} take the
 * left lance with the rook (and bishop); {@code 五枚落ち} takes the knight on 8a and
 * {@code 左五枚落ち} the one on 2a; {@code 左七枚落ち} takes the silver on 3a and
 * {@code 右七枚落ち} the one on 7a.
 */
final class Handicaps {

    /** Handicap name to the White squares it empties (USI squares). */
    private static final Map<String, String[]> REMOVED = new LinkedHashMap<>();

    static {
        define("平手");
        define("香落ち", "1a");
        define("右香落ち", "9a");
        define("角落ち", "2b");
        define("飛車落ち", "8b");
        define("飛香落ち", "8b", "1a");
        define("二枚落ち", "8b", "2b");
        define("三枚落ち", "8b", "2b", "1a");
        define("四枚落ち", "8b", "2b", "1a", "9a");
        define("五枚落ち", "8b", "2b", "1a", "9a", "8a");
        define("左五枚落ち", "8b", "2b", "1a", "9a", "2a");
        define("六枚落ち", "8b", "2b", "1a", "9a", "8a", "2a");
        define("左七枚落ち", "8b", "2b", "1a", "9a", "8a", "2a", "3a");
        define("右七枚落ち", "8b", "2b", "1a", "9a", "8a", "2a", "7a");
        define("八枚落ち", "8b", "2b", "1a", "9a", "8a", "2a", "3a", "7a");
        define("十枚落ち", "8b", "2b", "1a", "9a", "8a", "2a", "3a", "7a", "4a", "6a");
    }

    private Handicaps() {
    }

    private static void define(String name, String... squares) {
        REMOVED.put(name, squares);
    }

    /**
     * The start position named {@code name} in SFEN.
     *
     * @throws NotationException if {@code name} is not one of the standard names
     */
    static String startSfen(String name) {
        String[] removed = REMOVED.get(name);
        if (removed == null) {
            throw new NotationException("unknown handicap '" + name + "' (without a board diagram, "
                    + "手合割 must be one of " + String.join(", ", REMOVED.keySet()) + ")");
        }
        if (removed.length == 0) {
            return Position.START_SFEN;
        }
        Position start = Position.startPosition();
        int[] board = new int[Square.COUNT];
        for (int sq = 0; sq < Square.COUNT; sq++) {
            board[sq] = start.pieceOn(sq);
        }
        for (String square : removed) {
            board[Square.parseUsi(square)] = Piece.NONE;
        }
        return Sfen.boardField(board) + " w - 1";
    }
}
