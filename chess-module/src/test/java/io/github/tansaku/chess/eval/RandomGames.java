package io.github.tansaku.chess.eval;

import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.movegen.MoveGenerator;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Positions from seeded random legal games, and colour flipping through FEN, for evaluator tests. */
public final class RandomGames {

    private RandomGames() {
    }

    /** {@code games} random games of up to {@code plies} plies from the start position; every position met. */
    public static List<Position> positions(long seed, int games, int plies) {
        return positions(seed, Position.startPosition().toFen(), games, plies);
    }

    /** {@code games} random games of up to {@code plies} plies from {@code startFen}; every position met. */
    public static List<Position> positions(long seed, String startFen, int games, int plies) {
        Random random = new Random(seed);
        List<Position> result = new ArrayList<>();
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        for (int g = 0; g < games; g++) {
            Position pos = Position.fromFen(startFen);
            for (int ply = 0; ply < plies; ply++) {
                int n = MoveGenerator.generateLegal(pos, moves, 0);
                if (n == 0) {
                    break;
                }
                pos.makeMove(moves[random.nextInt(n)]);
                result.add(Position.fromFen(pos.toFen()));
            }
        }
        return result;
    }

    /**
     * A random legal placement of {@code pieces} (such as {@code "KRPKR"}: the first K starts
     * White's men, the second Black's), swapped to Black as the first side when {@code swap};
     * {@code null} when the placement drawn is not a legal position.
     */
    public static Position randomPlacement(Random random, String pieces, boolean swap) {
        char[] board = new char[64];
        java.util.Arrays.fill(board, '.');
        int second = pieces.indexOf('K', 1);
        for (int i = 0; i < pieces.length(); i++) {
            boolean white = (i < second) != swap;
            char c = pieces.charAt(i);
            char letter = white ? c : Character.toLowerCase(c);
            int square;
            do {
                square = random.nextInt(64);
            } while (board[square] != '.' || (c == 'P' && (square < 8 || square >= 56)));
            board[square] = letter;
        }
        StringBuilder fen = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                char c = board[rank * 8 + file];
                if (c == '.') {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    fen.append(empty);
                    empty = 0;
                }
                fen.append(c);
            }
            if (empty > 0) {
                fen.append(empty);
            }
            fen.append(rank > 0 ? "/" : "");
        }
        fen.append(random.nextBoolean() ? " w" : " b").append(" - - 0 1");
        try {
            return Position.fromFen(fen.toString());
        } catch (io.github.tansaku.chess.board.FenException e) {
            return null; // the side not to move in check, or similar: draw again
        }
    }

    /** The colour-flipped twin: ranks mirrored, colours and side to move swapped, rights and en passant mirrored. */
    public static Position flip(Position pos) {
        String[] f = pos.toFen().split(" ");
        String[] ranks = f[0].split("/");
        StringBuilder board = new StringBuilder();
        for (int i = 7; i >= 0; i--) {
            board.append(swapCase(ranks[i])).append(i > 0 ? "/" : "");
        }
        String side = f[1].equals("w") ? "b" : "w";
        String castling = f[2].equals("-") ? "-" : swapCase(f[2]);
        String ep = f[3].equals("-") ? "-" : f[3].charAt(0) + (f[3].charAt(1) == '3' ? "6" : "3");
        return Position.fromFen(board + " " + side + " " + castling + " " + ep + " " + f[4] + " " + f[5]);
    }

    private static String swapCase(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            sb.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
        }
        return sb.toString();
    }
}
