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
        Random random = new Random(seed);
        List<Position> result = new ArrayList<>();
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        for (int g = 0; g < games; g++) {
            Position pos = Position.startPosition();
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
