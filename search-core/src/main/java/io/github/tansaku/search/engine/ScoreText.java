package io.github.tansaku.search.engine;

import io.github.tansaku.search.Score;

/** How UCI and USI print a {@link Score} after {@code info ... score}. */
public final class ScoreText {

    private ScoreText() {
    }

    /**
     * UCI: {@code cp 35}, or {@code mate N} with N in moves, negative when the engine is mated
     * ({@code mate 2}: the side to move mates with its second move).
     */
    public static String uci(int score) {
        return Score.isMate(score) ? "mate " + Score.mateInMoves(score) : "cp " + score;
    }

    /**
     * USI: {@code cp 35}, or {@code mate N} with N in plies, negative when the engine is mated
     * ({@code mate 3}: mate on the third ply from now).
     */
    public static String usi(int score) {
        if (!Score.isMate(score)) {
            return "cp " + score;
        }
        return "mate " + (score > 0 ? Score.MATE - score : -(Score.MATE + score));
    }
}
