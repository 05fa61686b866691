package io.github.tansaku.shogi.notation;

/** Thrown for move text or record text that cannot be read; the message quotes the bad part. */
public class NotationException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** An exception with {@code message}, which should quote the bad text. */
    public NotationException(String message) {
        super(message);
    }

    /** An exception with {@code message} and the exception that caused it. */
    public NotationException(String message, Throwable cause) {
        super(message, cause);
    }
}
