package io.github.tansaku.search.time;

/**
 * The clock of the side to move, as a UCI or USI {@code go} command reports it.
 *
 * <p>A GUI sometimes reports a slightly negative remaining time when a side is late; it is read
 * as 0. Every other field must not be negative.
 *
 * @param timeLeftMillis the main time left on the side to move's clock
 * @param incrementMillis the Fischer increment added after each move (UCI {@code winc}/{@code binc})
 * @param movesToGo moves until the next time control, 0 for sudden death
 * @param byoyomiMillis the per-move time once the main time is spent (USI {@code byoyomi}), 0 if none
 * @param moveOverheadMillis the time lost per move outside the search (communication, GUI lag),
 *     kept in reserve on every move
 */
public record GameClock(long timeLeftMillis, long incrementMillis, int movesToGo, long byoyomiMillis,
        long moveOverheadMillis) {

    /** Validates the fields and reads a negative time left as 0. */
    public GameClock {
        timeLeftMillis = Math.max(0, timeLeftMillis);
        requireNonNegative(incrementMillis, "increment");
        requireNonNegative(movesToGo, "moves to go");
        requireNonNegative(byoyomiMillis, "byoyomi");
        requireNonNegative(moveOverheadMillis, "move overhead");
    }

    /** Sudden death with an increment, no byoyomi. */
    public static GameClock fischer(long timeLeftMillis, long incrementMillis, long moveOverheadMillis) {
        return new GameClock(timeLeftMillis, incrementMillis, 0, 0, moveOverheadMillis);
    }

    /** Main time followed by byoyomi, as in shogi. */
    public static GameClock byoyomi(long timeLeftMillis, long byoyomiMillis, long moveOverheadMillis) {
        return new GameClock(timeLeftMillis, 0, 0, byoyomiMillis, moveOverheadMillis);
    }

    /** The longest this move may take without losing on time: main time plus byoyomi minus the overhead. */
    public long safeMillis() {
        return Math.max(0, timeLeftMillis + byoyomiMillis - moveOverheadMillis);
    }

    private static void requireNonNegative(long value, String what) {
        if (value < 0) {
            throw new IllegalArgumentException(what + " must not be negative: " + value);
        }
    }
}
