package io.github.tansaku.harness.match;

/** How a game of the runner ended. */
public enum Termination {
    /** The game's rules ended it (mate, stalemate, repetition, ...): the verdict's reason says which. */
    RULES("rules"),
    /** An engine resigned. */
    RESIGNATION("resignation"),
    /** An engine claimed a win by rule and the claim held. */
    WIN_CLAIM("win claim"),
    /** An engine claimed a win by rule and the claim was false: it loses. */
    FALSE_CLAIM("false claim"),
    /** Both engines' scores agreed that one side is lost (the resign adjudication). */
    ADJUDICATED_WIN("adjudication"),
    /** Both engines' scores stayed near zero long enough (the draw adjudication). */
    ADJUDICATED_DRAW("adjudication"),
    /** The game reached the runner's ply limit: a draw. */
    MAX_PLIES("max plies"),
    /** An engine overran its clock. */
    TIME_FORFEIT("time forfeit"),
    /** An engine played an illegal move. */
    ILLEGAL_MOVE("illegal move"),
    /** An engine crashed. */
    CRASH("crash"),
    /** An engine stopped answering. */
    HANG("stalled connection"),
    /** An engine answered something unreadable. */
    PROTOCOL_ERROR("protocol error");

    private final String text;

    Termination(String text) {
        this.text = text;
    }

    /** Whether this ending is an engine's fault (counted and named in the summary). */
    public boolean isFault() {
        return ordinal() >= TIME_FORFEIT.ordinal();
    }

    /** The words for records, as PGN's {@code Termination} tag uses. */
    public String text() {
        return text;
    }
}
