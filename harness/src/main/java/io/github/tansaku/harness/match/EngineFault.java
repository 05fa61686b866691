package io.github.tansaku.harness.match;

/**
 * An engine failed to play: it crashed, stopped answering, or answered something the runner
 * cannot read. The game is lost for that engine and the fault counted and named in the summary.
 */
public final class EngineFault extends Exception {

    private static final long serialVersionUID = 1L;

    /** What went wrong. */
    public enum Kind {
        /** The engine ended or threw. */
        CRASH,
        /** No answer within the time allowed (the clock, or the runner's wait for a fixed-limit move). */
        HANG,
        /** An answer that is not a well-formed move. */
        PROTOCOL
    }

    private final Kind kind;

    /** A fault of {@code kind}, with what happened. */
    public EngineFault(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    /** A fault of {@code kind} caused by {@code cause}. */
    public EngineFault(Kind kind, String message, Throwable cause) {
        super(message, cause);
        this.kind = kind;
    }

    /** What went wrong. */
    public Kind kind() {
        return kind;
    }
}
