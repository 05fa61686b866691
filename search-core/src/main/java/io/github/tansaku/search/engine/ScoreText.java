package io.github.tansaku.search.engine;

import io.github.tansaku.search.Score;

/**
 * How UCI and USI print a {@link Score} after {@code info ... score}. The two protocols count a
 * mate differently: UCI in moves of the side to move, USI in plies.
 */
public final class ScoreText {

    private ScoreText() {
    }

    /**
     * UCI: {@code cp 35}, or {@code mate N} with N the moves of the side to move until the game
     * ends ({@link Score#mateInMoves}), negative when the engine loses: {@code mate 2} when the
     * side to move mates with its second move, {@code mate -1} when it is mated after its next
     * move (or, outside chess, loses by it). A position already lost is {@code mate 0}, as
     * Stockfish prints for a mated root; one already won, which chess never reaches, is
     * {@code mate +0}, so that the sign is not lost.
     */
    public static String uci(int score) {
        if (!Score.isMate(score)) {
            return "cp " + score;
        }
        return score == Score.MATE ? "mate +0" : "mate " + Score.mateInMoves(score);
    }

    /**
     * USI: {@code cp 35}, or {@code mate N} with N in plies ({@link Score#matePlies}), negative
     * when the engine loses: {@code mate 3} for a mate on the third ply from now,
     * {@code mate -2} for being mated on the second. A position already lost is
     * {@code mate -0}, the sign kept as YaneuraOu prints it; one already won is {@code mate 0}.
     */
    public static String usi(int score) {
        if (!Score.isMate(score)) {
            return "cp " + score;
        }
        return (score > 0 ? "mate " : "mate -") + Score.matePlies(score);
    }
}
