package io.github.tansaku.shogi;

/**
 * Thrown for SFEN text that is malformed or describes an impossible position. The message
 * quotes the offending part.
 */
public class SfenException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** An exception with {@code message}, which should quote the bad text. */
    public SfenException(String message) {
        super(message);
    }
}
