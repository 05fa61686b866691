package io.github.tansaku.search.engine;

import java.io.IOException;
import java.io.Reader;
import java.util.Objects;
import java.util.function.IntConsumer;

/**
 * Reads the command lines of a protocol client, each of bounded length: a line may end in
 * {@code \n}, {@code \r} or {@code \r\n}, as {@link java.io.BufferedReader#readLine} reads them. A
 * line longer than the bound is skipped to its end and reported, never executed in part (a cut
 * {@code position} command would set another position) and never held whole: a client that sends
 * gigabytes without a line break cannot fill the memory.
 */
public final class LineReader {

    /**
     * The longest line read by default, in characters: far more than any command needs (a
     * {@code position} command of a thousand moves has some 6,000).
     */
    public static final int DEFAULT_MAX_CHARS = 4 << 20;

    private final Reader in;
    private final int maxChars;
    private final IntConsumer onTooLong;
    private final StringBuilder line = new StringBuilder();
    /** Whether the last line ended in {@code \r}, so that a {@code \n} right after it is part of that end. */
    private boolean skipLineFeed;

    /**
     * A reader of {@code in}'s lines of at most {@code maxChars} characters.
     *
     * @param onTooLong receives the bound each time a longer line has been skipped
     */
    public LineReader(Reader in, int maxChars, IntConsumer onTooLong) {
        if (maxChars < 1) {
            throw new IllegalArgumentException("the bound must be at least 1 character, got " + maxChars);
        }
        this.in = Objects.requireNonNull(in, "in");
        this.maxChars = maxChars;
        this.onTooLong = Objects.requireNonNull(onTooLong, "onTooLong");
    }

    /**
     * The next line that is not too long, without its end; {@code null} at the end of the input.
     * The last line needs no line end.
     *
     * @throws IOException if reading fails
     */
    public String readLine() throws IOException {
        line.setLength(0);
        boolean tooLong = false;
        boolean any = false;
        while (true) {
            int c = in.read();
            if (c == '\n' && skipLineFeed) {
                skipLineFeed = false;
                continue;
            }
            skipLineFeed = c == '\r';
            if (c < 0 || c == '\n' || c == '\r') {
                if (c < 0 && !any) {
                    return null;
                }
                if (!tooLong) {
                    return line.toString();
                }
                onTooLong.accept(maxChars);
                if (c < 0) {
                    return null;
                }
                line.setLength(0);
                tooLong = false;
                any = false;
                continue;
            }
            any = true;
            if (tooLong) {
                continue;
            }
            if (line.length() < maxChars) {
                line.append((char) c);
            } else {
                tooLong = true;
                line.setLength(0);
                line.trimToSize();
            }
        }
    }
}
