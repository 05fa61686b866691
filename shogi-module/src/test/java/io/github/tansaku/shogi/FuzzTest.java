package io.github.tansaku.shogi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Seeded fuzzing: mutated SFEN strings only ever fail with {@link SfenException}, and whatever
 * parses can be played on. (The protocol loop's fuzz test is {@code UsiProtocolFuzzTest}.)
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
