package io.github.tansaku.shogi;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.shogi.usi.UsiMain;
import java.io.BufferedReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Seeded fuzzing: mutated SFEN strings only ever fail with {@link SfenException}, and whatever
 * parses can be played on; mutated USI lines never make the protocol loop throw.
 */
class FuzzTest {

    private static final String[] SFENS = {
        Position.START_SFEN,
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
        "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
        "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
        "7lk/9/8S/9/9/9/9/7L1/8K b P 1",
        "9/9/9/3k5/9/5K3/9/9/9 b RB2G2S2N2L9Prb2g2s2n2l9p 1",
    };
    private static final String[] LINES = {
        "usi", "isready", "usinewgame", "position startpos", "position startpos moves 7g7f 3c3d 8h2b+ 3a2b B*4e",
        "position sfen " + SFENS[1] + " moves P*5e", "position sfen " + SFENS[3] + " moves 4c5b",
        "d", "setoption name USI_Hash value 64", "gameover win", "stop", "go btime 1000 wtime 1000 byoyomi 100",
        "go perft 1", "position sfen " + SFENS[2],
    };
    private static final String ALPHABET = "0123456789abcdefghiklmnprsw+-*/ PLNSBRGKplnsbrgk\t\u0000歩成同１";

    @Test
    void mutatedSfenOnlyFailsWithSfenException() {
        SplittableRandom random = new SplittableRandom(2024);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int parsed = 0;
        for (int i = 0; i < 100_000; i++) {
            String text = mutate(SFENS[random.nextInt(SFENS.length)], random);
            Position pos;
            try {
                pos = Position.fromSfen(text);
            } catch (SfenException expected) {
                continue;
            }
            if (parsed++ % 8 != 0) {
                continue; // the deeper checks below on every eighth accepted position keep the test fast
            }
            assertThat(Position.fromSfen(pos.toSfen()).toSfen()).isEqualTo(pos.toSfen());
            // Play a few random legal moves: nothing may break on any accepted position.
            for (int ply = 0; ply < 4; ply++) {
                int n = MoveGenerator.generateLegal(pos, moves, 0);
                if (n == 0) {
                    break;
                }
                pos.makeMove(moves[random.nextInt(n)]);
                assertThat(pos.key()).isEqualTo(pos.computeKey());
            }
        }
        assertThat(parsed).as("some mutations still parse").isGreaterThan(100);
    }

    @Test
    void mutatedUsiLinesNeverBreakTheLoop() {
        SplittableRandom random = new SplittableRandom(4242);
        PrintStream sink = new PrintStream(OutputStream.nullOutputStream(), false, StandardCharsets.UTF_8);
        UsiMain usi = new UsiMain(new BufferedReader(new StringReader("")), sink);
        for (int i = 0; i < 100_000; i++) {
            String line = mutate(LINES[random.nextInt(LINES.length)], random);
            if (line.contains("perft") && !line.matches(".*perft [01]\\D*")) {
                continue; // a deep perft is a long computation, not a fault
            }
            usi.handle(line);
        }
        assertThat(usi.handle("isready")).isTrue();
        assertThat(usi.handle("quit")).isFalse();
    }

    private static String mutate(String text, SplittableRandom random) {
        StringBuilder sb = new StringBuilder(text);
        int edits = 1 + random.nextInt(3);
        for (int e = 0; e < edits; e++) {
            int op = random.nextInt(5);
            int at = sb.length() == 0 ? 0 : random.nextInt(sb.length());
            char c = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
            switch (op) {
                case 0 -> {
                    if (sb.length() > 0) {
                        sb.setCharAt(at, c);
                    }
                }
                case 1 -> {
                    if (sb.length() > 0) {
                        sb.deleteCharAt(at);
                    }
                }
                case 2 -> sb.insert(at, c);
                case 3 -> sb.setLength(at);
                default -> {
                    int end = Math.min(sb.length(), at + 1 + random.nextInt(8));
                    sb.insert(at, sb.substring(at, end));
                }
            }
        }
        return sb.toString();
    }
}
