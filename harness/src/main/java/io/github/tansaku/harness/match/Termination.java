package io.github.tansaku.harness.match;

/** How a game of the runner ended. */
public enum Termination {
    /** The game's rules ended it (mate, stalemate, repetition, ...): the verdict's reason says which. */
    RULES,
    /** An engine resigned. */
    RESIGNATION,
    /** An engine claimed a win by rule and the claim held. */
    WIN_CLAIM,
    /** An engine claimed a win by rule and the claim was false: it loses. */
    FALSE_CLAIM,
    /** Both engines' scores agreed that one side is lost (the resign adjudication). */
    ADJUDICATED_WIN,
    /** Both engines' scores stayed near zero long enough (the draw adjudication). */
    ADJUDICATED_DRAW,
    /** The game reached the runner's ply limit: a draw. */
    MAX_PLIES,
    /** An engine overran its clock. */
    TIME_FORFEIT,
    /** An engine played an illegal move. */
    ILLEGAL_MOVE,
    /** An engine crashed. */
    CRASH,
    /** An engine stopped answering. */
    HANG,
    /** An engine answered something unreadable. */
    PROTOCOL_ERROR;

    /** Whether this ending is an engine's fault (counted and named in the summary). */
    public boolean isFault() {
        return ordinal() >= TIME_FORFEIT.ordinal();
    }

    /**
     * Whether the engine at fault can play no further game (it crashed, hung or answered
     * something unreadable), so that its runner ends it and starts a new one.
     */
    public boolean leavesEngineUnusable() {
        return this == CRASH || this == HANG || this == PROTOCOL_ERROR;
    }
}
