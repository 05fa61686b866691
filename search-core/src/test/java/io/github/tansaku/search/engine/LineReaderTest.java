package io.github.tansaku.search.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class LineReaderTest {

    private final List<Integer> tooLong = new ArrayList<>();

    private List<String> lines(Reader in, int max) throws IOException {
        LineReader reader = new LineReader(in, max, tooLong::add);
        List<String> lines = new ArrayList<>();
        String line;
        while ((line = reader.readLine()) != null) {
            lines.add(line);
        }
        return lines;
    }

    @Test
    void endsLinesAsBufferedReaderDoes() throws IOException {
        assertThat(lines(new StringReader("uci\nisready\r\n\r\ngo\rstop"), 100))
                .containsExactly("uci", "isready", "", "go", "stop");
        assertThat(lines(new StringReader("a\n\nb\n"), 100)).containsExactly("a", "", "b");
        assertThat(lines(new StringReader(""), 100)).isEmpty();
        assertThat(tooLong).isEmpty();
    }

    @Test
    void skipsAndReportsALineOverTheBoundOnly() throws IOException {
        assertThat(lines(new StringReader("12345\n123456\nok\n1234567"), 5)).containsExactly("12345", "ok");
        assertThat(tooLong).containsExactly(5, 5);
    }

    /** Ten million characters without a line break, never held: the reader's buffer stays at the bound. */
    @Test
    void anEndlessLineIsNeverHeld() throws IOException {
        Reader zeros = new Reader() {
            private long left = 10_000_000;

            @Override
            public int read(char[] buffer, int offset, int length) {
                if (left == 0) {
                    return -1;
                }
                int n = (int) Math.min(length, left);
                Arrays.fill(buffer, offset, offset + n, '0');
                left -= n;
                return n;
            }

            @Override
            public void close() {
            }
        };
        assertThat(lines(new BufferedReader(zeros), 1000)).isEmpty();
        assertThat(tooLong).containsExactly(1000);
    }

    @Test
    void aBoundBelowOneIsRefused() {
        assertThatThrownBy(() -> new LineReader(new StringReader(""), 0, tooLong::add))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
