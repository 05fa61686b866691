package io.github.tansaku.harness.stats;

/**
 * The results of a match counted per game, from the first engine's side.
 *
 * @param wins   games the first engine won
 * @param draws  drawn games
 * @param losses games the first engine lost
 */
public record Trinomial(long wins, long draws, long losses) {

    /** Refuses negative counts. */
    public Trinomial {
        if (wins < 0 || draws < 0 || losses < 0) {
            throw new IllegalArgumentException("counts must not be negative: W " + wins + " D " + draws + " L " + losses);
        }
    }

    /** The number of games. */
    public long games() {
        return wins + draws + losses;
    }

    /** The first engine's points: a win is 1, a draw 1/2. */
    public double points() {
        return wins + draws / 2.0;
    }

    /** The share of games drawn, 0 when there are none. */
    public double drawRatio() {
        long games = games();
        return games == 0 ? 0 : (double) draws / games;
    }

    /** These counts with one more game of the given score (0, 1/2 or 1). */
    public Trinomial plus(double score) {
        if (score == 1) {
            return new Trinomial(wins + 1, draws, losses);
        }
        if (score == 0.5) {
            return new Trinomial(wins, draws + 1, losses);
        }
        if (score == 0) {
            return new Trinomial(wins, draws, losses + 1);
        }
        throw new IllegalArgumentException("a game scores 0, 1/2 or 1, not " + score);
    }

    /** The counts ordered by score, loss first: the order of the empirical distribution. */
    long[] byScore() {
        return new long[] {losses, draws, wins};
    }
}
