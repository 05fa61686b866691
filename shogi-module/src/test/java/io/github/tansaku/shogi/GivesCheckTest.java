package io.github.tansaku.shogi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link Position#givesCheck} agrees with the rules' own definition of check: make the move and
 * ask whether the opponent is in check. Over random playouts that leave many sliders and pieces
 * in hand, so direct checks, drops and discovered checks are all exercised.
 */
class GivesCheckTest {

    private static final String[] SFENS = {
        Position.START_SFEN,
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
        "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
        "l4S2l/4g1gs1/5p1p1/pr2N1pkp/4Gn3/PP3PPPP/2GPP4/1K7/L3r+s2L w BS2N5Pb 1",
        // Rook behind a silver on the king's file and bishop behind a gold on its diagonal.
        "4k4/9/9/9/4S4/9/4R4/9/K8 b - 1",
        "8k/9/9/9/4G4/9/2B6/9/K8 b - 1",
    };

    @Test
    void givesCheckMatchesMakingTheMove() {
        SplittableRandom random = new SplittableRandom(77);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int checks = 0;
        int discovered = 0;
        int tested = 0;
        for (int game = 0; game < 120; game++) {
            Position pos = Position.fromSfen(SFENS[game % SFENS.length]);
            for (int ply = 0; ply < 60; ply++) {
                int n = MoveGenerator.generateLegal(pos, moves, 0);
                if (n == 0) {
                    break;
                }
                for (int i = 0; i < n; i++) {
                    int move = moves[i];
                    boolean predicted = pos.givesCheck(move);
                    pos.makeMove(move);
                    boolean actual = pos.inCheck();
                    boolean byMover = actual && !Moves.isDrop(move)
                            && !Bitboards.contains(pos.checkersLo, pos.checkersHi, Moves.to(move));
                    pos.unmakeMove(move);
                    assertThat(predicted).as("%s after %s", Move.of(move), pos.toSfen()).isEqualTo(actual);
                    checks += actual ? 1 : 0;
                    discovered += byMover ? 1 : 0;
                    tested++;
                }
                pos.makeMove(moves[random.nextInt(n)]);
            }
        }
        assertThat(tested).isGreaterThan(100_000);
        assertThat(checks).isGreaterThan(1_000);
        assertThat(discovered).as("discovered checks seen").isGreaterThan(50);
    }
}
