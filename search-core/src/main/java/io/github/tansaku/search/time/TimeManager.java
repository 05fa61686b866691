package io.github.tansaku.search.time;

import io.github.tansaku.search.Clock;
import io.github.tansaku.search.SearchLimits;
import java.util.Objects;

/**
 * Decides how long one move may take, from the side to move's {@link GameClock}.
 *
 * <h2>The allocation</h2>
 * <ul>
 *   <li>The <em>ideal</em> time is an even share of the main time (less the overhead of each
 *       move, where the increment does not cover it) over the moves still to play before the
 *       next control ({@code movesToGo}, at most {@value #MAX_HORIZON}; in sudden death
 *       {@value #SUDDEN_DEATH_MOVES}, or {@value #SUDDEN_DEATH_WITH_INCREMENT_MOVES} with an
 *       increment), plus the increment, plus the whole byoyomi: byoyomi that a move does not
 *       use is lost. Early in the game the share may be multiplied by a multiple
 *       ({@link OpeningTime}, 1 by default), never beyond the main time. The searcher usually
 *       stops well before the ideal time (a stable best move, no new iteration late in the
 *       allowance), so most moves take less than it.</li>
 *   <li>The <em>hard</em> limit, where the search stops at once, is {@value #HARD_FACTOR} times
 *       the ideal time, but never more than {@link GameClock#safeMillis()} (main time plus
 *       byoyomi minus the move overhead), and outside the last move before a time control never
 *       more than {@value #MAX_SHARE_PERCENT}% of the main time left after the overhead (plus the
 *       byoyomi); with {@code movesToGo} moves to the control, never more than
 *       {@code 2 / (movesToGo + 1)} of it, after reserving the overhead of each of those moves. So a search
 *       stopped by its hard limit never loses on time, and a run of such moves leaves time for
 *       the rest of the game.</li>
 *   <li>The <em>soft</em> limit, after which no new iteration starts, is the ideal time, capped
 *       by the hard limit. The searcher stretches it when the best move changes or the score
 *       drops and shortens it when one move dominates, never beyond the hard limit (see the
 *       {@code time...} fields of {@link io.github.tansaku.search.algo.SearchOptions}).</li>
 * </ul>
 * With only byoyomi left, soft and hard are both the byoyomi minus the overhead: all of it is
 * used, none is risked. With a byoyomi, an overhead of more than half of main time plus byoyomi
 * counts as that half, so that a very short byoyomi still leaves time to search. In time trouble, where these shares come to nothing, a move still gets
 * {@value #MIN_THINK_MILLIS} ms as long as that is at most half the safe time: a move played
 * without any search is usually a blunder.
 *
 * <p>The limits are measured from the moment the {@code go} command arrived, through an
 * absolute deadline, so the time spent before the search starts counts too.
 *
 * <h2>Lateness</h2>
 * The move overhead is a fixed guess of the time lost outside the search. When the engine's
 * answers have lately come out later than that after their deadline ({@link Lateness}: a loaded
 * machine leaves its threads waiting for a processor), the hard limit keeps the measured
 * lateness in reserve instead: it is at most main time plus byoyomi less the lateness, down to
 * the floor of {@value #MIN_THINK_MILLIS} ms above. This may take more than the half of a
 * short byoyomi that the overhead is capped at: at a 100 ms byoyomi with answers 80 ms late,
 * the search stops after 20 ms rather than 50. A lateness below the overhead changes nothing.
 */
public final class TimeManager {

    /** The number of moves a sudden-death game is assumed still to last. */
    public static final int SUDDEN_DEATH_MOVES = 35;
    /**
     * The same with an increment: the increment refills the clock on every move, so the main
     * time can be spread over fewer moves. The searcher usually stops well before the ideal
     * time (at 10+0.1 about half of it on average), so the share can be generous: at that
     * rate 60 moves leave about 3 s of the clock, where 28 moves' shares left more than 5 s
     * unused.
     */
    public static final int SUDDEN_DEATH_WITH_INCREMENT_MOVES = 16;
    /** The farthest time control horizon: more moves to go are treated as this many. */
    public static final int MAX_HORIZON = 50;
    /** The hard limit as a multiple of the ideal time. */
    public static final int HARD_FACTOR = 4;
    /** The least time a move is given, when half of the safe time allows it. */
    public static final int MIN_THINK_MILLIS = 10;
    /** The largest share of the main time one move may take, unless the control ends with it. */
    public static final int MAX_SHARE_PERCENT = 40;

    private final Clock clock;

    /** A time manager that reads the system's monotonic clock. */
    public TimeManager() {
        this(Clock.system());
    }

    /** A time manager that reads {@code clock} (a controllable clock in tests). */
    public TimeManager(Clock clock) {
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /**
     * Limits for a move with {@code gameClock}, starting now.
     *
     * @see #limits(GameClock, SearchLimits, long)
     */
    public SearchLimits limits(GameClock gameClock) {
        return limits(gameClock, 1);
    }

    /**
     * Limits for a move with {@code gameClock}, starting now, its even share of the main time
     * multiplied by {@code shareMultiple}.
     *
     * @see #limits(GameClock, SearchLimits, long, long, double)
     */
    public SearchLimits limits(GameClock gameClock, double shareMultiple) {
        return limits(gameClock, SearchLimits.none(), clock.millis(), 0, shareMultiple);
    }

    /**
     * {@code base} (with its depth, node and root move limits) plus the time limits of
     * {@code gameClock}, counted from {@code startMillis} on this manager's clock (the moment the
     * {@code go} command arrived): the soft and hard limits, and a deadline at
     * {@code startMillis} plus the hard limit.
     */
    public SearchLimits limits(GameClock clock, SearchLimits base, long startMillis) {
        return limits(clock, base, startMillis, 0);
    }

    /**
     * {@link #limits(GameClock, SearchLimits, long)} keeping {@code latenessMillis} (the recent
     * worst {@link Lateness}) in reserve where it exceeds the move overhead: see "Lateness" in
     * the class comment.
     */
    public SearchLimits limits(GameClock clock, SearchLimits base, long startMillis, long latenessMillis) {
        return limits(clock, base, startMillis, latenessMillis, 1);
    }

    /**
     * {@link #limits(GameClock, SearchLimits, long, long)} with the even share of the main time
     * multiplied by {@code shareMultiple} (see "The allocation" in the class comment; an
     * {@link OpeningTime} gives the multiple for a game ply).
     *
     * @throws IllegalArgumentException if {@code shareMultiple} is not positive and finite
     */
    public SearchLimits limits(GameClock clock, SearchLimits base, long startMillis, long latenessMillis,
            double shareMultiple) {
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(base, "base");
        if (!(shareMultiple > 0) || Double.isInfinite(shareMultiple)) {
            throw new IllegalArgumentException("share multiple must be positive: " + shareMultiple);
        }
        GameClock gameClock = withOverheadForShortByoyomi(clock);
        // In time trouble the shares fall to nothing; a move searched not at all is a blunder,
        // so think a little anyway, as long as half the safe time covers it.
        long floor = Math.min(MIN_THINK_MILLIS, gameClock.safeMillis() / 2);
        long ideal = idealMillis(gameClock, shareMultiple);
        long hard = Math.max(Math.min(hardMillis(gameClock, ideal), lateReserveLimit(gameClock, latenessMillis)), floor);
        long soft = Math.max(Math.min(ideal, hard), floor);
        return base.withTime(soft, hard).withDeadline(startMillis + hard);
    }

    /**
     * {@code c} with its move overhead at most half of main time plus byoyomi, when there is a
     * byoyomi. The overhead is sized for the usual byoyomi of a second or more; on a very short
     * one (a 150 ms byoyomi with the USI default of 150 ms) it would leave no time at all, and a
     * move played without search is a blunder. Without byoyomi the overhead stays as it is.
     */
    static GameClock withOverheadForShortByoyomi(GameClock c) {
        long half = (c.timeLeftMillis() + c.byoyomiMillis()) / 2;
        if (c.byoyomiMillis() == 0 || c.moveOverheadMillis() <= half) {
            return c;
        }
        return new GameClock(c.timeLeftMillis(), c.incrementMillis(), c.movesToGo(), c.byoyomiMillis(), half);
    }

    /** The longest a search may take and still answer {@code latenessMillis} late within the clock. */
    static long lateReserveLimit(GameClock c, long latenessMillis) {
        return Math.max(0, c.timeLeftMillis() + c.byoyomiMillis() - Math.max(0, latenessMillis));
    }

    /**
     * The time a move should take: the ideal share described in the class comment, with the
     * even share of the main time times {@code shareMultiple}.
     */
    static long idealMillis(GameClock c, double shareMultiple) {
        int horizon = c.movesToGo() > 0 ? Math.min(c.movesToGo(), MAX_HORIZON)
                : c.incrementMillis() > 0 ? SUDDEN_DEATH_WITH_INCREMENT_MOVES : SUDDEN_DEATH_MOVES;
        // Each of those moves also loses the overhead outside the search, as far as its own
        // increment does not pay for it; this move loses it in any case.
        long uncoveredOverhead = Math.max(0, c.moveOverheadMillis() - c.incrementMillis());
        long main = Math.max(0, c.timeLeftMillis() - c.moveOverheadMillis() - uncoveredOverhead * (horizon - 1));
        long share = shareMultiple == 1 ? main / horizon : (long) Math.min(main, main / (double) horizon * shareMultiple);
        return share + c.incrementMillis() + c.byoyomiMillis();
    }

    /**
     * The time after which the search must stop for a move whose ideal time is
     * {@code idealMillis}, never more than the clock allows.
     */
    static long hardMillis(GameClock c, long idealMillis) {
        long hard = Math.min(c.safeMillis(), saturatedMultiply(idealMillis, HARD_FACTOR));
        if (c.movesToGo() != 1) {
            // Keep the rest of the main time for the moves still to come (and their overhead).
            int movesLeft = Math.max(1, c.movesToGo());
            long main = Math.max(0, c.timeLeftMillis() - c.moveOverheadMillis() * movesLeft);
            long percent = c.movesToGo() == 0 ? MAX_SHARE_PERCENT : Math.min(MAX_SHARE_PERCENT, 200 / (movesLeft + 1));
            long share = main * percent / 100 + c.byoyomiMillis() - Math.max(0, c.moveOverheadMillis() - c.timeLeftMillis());
            hard = Math.min(hard, Math.max(0, share));
        }
        return hard;
    }

    private static long saturatedMultiply(long value, int factor) {
        return value > Long.MAX_VALUE / factor ? Long.MAX_VALUE : value * factor;
    }
}
