package io.github.tansaku.shogi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The generator, the direct legality check and the noisy-move generator agree with each other. */
class MoveGeneratorTest {

    private static final String[] STARTS = {
        Position.START_SFEN,
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
        "7lk/9/8S/9/9/9/9/7L1/8K b P 1",
        "9/9/9/3k5/9/5K3/9/9/9 b RB2G2S2N2L9Prb2g2s2n2l9p 1",
        "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
    };

    @Test
    void isLegalAcceptsExactlyTheGeneratedMovesAmongAllCodes() {
        SplittableRandom random = new SplittableRandom(99);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int positions = 0;
        for (String sfen : STARTS) {
            for (int walk = 0; walk < 4; walk++) {
                Position pos = Position.fromSfen(sfen);
                int plies = random.nextInt(60);
                for (int ply = 0; ply <= plies; ply++) {
                    int n = MoveGenerator.generateLegal(pos, moves, 0);
                    checkAllCodes(pos, moves, n);
                    positions++;
                    if (n == 0) {
                        assertThat(pos.isCheckmate()).isEqualTo(pos.inCheck());
                        break;
                    }
                    pos.makeMove(moves[random.nextInt(n)]);
                }
            }
        }
        assertThat(positions).isGreaterThan(250);
    }

    private static void checkAllCodes(Position pos, int[] moves, int n) {
        Set<Integer> generated = new HashSet<>();
        for (int i = 0; i < n; i++) {
            assertThat(generated.add(moves[i])).as("duplicate %s in %s", Moves.toUsi(moves[i]), pos).isTrue();
        }
        for (int code = 0; code < Moves.CODE_LIMIT; code++) {
            boolean legal = pos.isLegal(code);
            if (legal != generated.contains(code)) {
                throw new AssertionError((legal ? "isLegal accepts ungenerated " : "isLegal rejects generated ")
                        + Moves.toUsi(code) + " in " + pos);
            }
        }
        assertThat(pos.isLegal(-1)).isFalse();
        assertThat(pos.isLegal(Integer.MAX_VALUE)).isFalse();
        int[] noisy = new int[MoveGenerator.MAX_MOVES];
        int m = MoveGenerator.generateNoisy(pos, noisy, 0);
        ShogiGame game = new ShogiGame();
        int expected = 0;
        for (int i = 0; i < n; i++) {
            if (pos.inCheck() || game.isNoisy(pos, moves[i])) {
                expected++;
            }
        }
        assertThat(m).as("noisy moves in %s", pos).isEqualTo(expected);
    }
}
