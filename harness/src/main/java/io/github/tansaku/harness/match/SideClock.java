package io.github.tansaku.harness.match;

import io.github.tansaku.search.time.GameClock;

/**
 * One engine's clock in one game, kept by the runner: the time left, charged with each move's
 * measured time; Fischer increments after a move, the main time again after each period of
 * {@code movesToGo} moves, byoyomi once the main time is gone. An engine that thinks longer than
 * it has, by more than the control's margin, has lost on time.
 */
public final class SideClock {

    private final TimeControl control;
    private long remainingMillis;
    private int movesInPeriod;

    /** A full clock for {@code control}. */
    public SideClock(TimeControl control) {
        this.control = control;
        this.remainingMillis = control.baseMillis();
    }

    /** The time control this clock keeps. */
    public TimeControl control() {
        return control;
    }

    /** The main time left. */
    public long remainingMillis() {
        return remainingMillis;
    }

    /** Moves until the next period adds the main time again; 0 in sudden death. */
    public int movesToGo() {
        return control.movesToGo() == 0 ? 0 : control.movesToGo() - movesInPeriod;
    }

    /** The longest the next move may take before the engine forfeits (margin included). */
    public long allowedMillis() {
        if (control.moveTimeMillis() > 0) {
            return control.moveTimeMillis() + control.marginMillis();
        }
        if (!control.hasClock()) {
            return Long.MAX_VALUE;
        }
        return remainingMillis + control.byoyomiMillis() + control.marginMillis();
    }

    /** The clock as an in-process search reads it, with {@code overheadMillis} kept in reserve. */
    public GameClock toGameClock(long overheadMillis) {
        return new GameClock(remainingMillis, control.incrementMillis(), movesToGo(), control.byoyomiMillis(),
                overheadMillis);
    }

    /**
     * Charges a move that took {@code elapsedMillis}.
     *
     * @return {@code false} if the move overran the time allowed, margin included (the engine
     *     has lost on time; the clock is left at 0)
     */
    public boolean charge(long elapsedMillis) {
        if (!control.isTimed()) {
            return true;
        }
        if (elapsedMillis > allowedMillis()) {
            remainingMillis = 0;
            return false;
        }
        if (control.hasClock()) {
            remainingMillis = Math.max(0, remainingMillis - elapsedMillis) + control.incrementMillis();
            if (control.movesToGo() > 0 && ++movesInPeriod == control.movesToGo()) {
                movesInPeriod = 0;
                remainingMillis += control.baseMillis();
            }
        }
        return true;
    }
}
