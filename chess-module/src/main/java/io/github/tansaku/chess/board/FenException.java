package io.github.tansaku.chess.board;

/**
 * A FEN string that is malformed or describes an impossible position. The message names the
 * problem and quotes the offending part.
 */
public final class FenException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** A new exception with a message that quotes the bad part of the FEN. */
    public FenException(String message) {
        super(message);
    }
}
