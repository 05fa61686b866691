package io.github.tansaku.chess.notation;

/**
 * A move text that is malformed, or names no legal move (or more than one) in the position it
 * was read against. The message quotes the text.
 */
public final class NotationException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** A new exception whose message quotes the offending move text. */
    public NotationException(String message) {
        super(message);
    }
}
