package io.github.tansaku.chess.pgn;

/**
 * PGN or EPD text that cannot be read: a malformed tag, an illegal or unreadable move, a bad
 * FEN tag or EPD position. The message gives the line number (for PGN) and quotes the text.
 */
public final class PgnException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** A new exception with a message that locates and quotes the bad text. */
    public PgnException(String message) {
        super(message);
    }

    /** A new exception with a message that locates and quotes the bad text, and its cause. */
    public PgnException(String message, Throwable cause) {
        super(message, cause);
    }
}
