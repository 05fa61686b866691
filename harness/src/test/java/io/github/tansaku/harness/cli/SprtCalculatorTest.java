package io.github.tansaku.harness.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class SprtCalculatorTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return SprtCalculator.run(args, new PrintWriter(out), new PrintWriter(err));
    }

    @Test
    void pentanomialRunPrintsLlrDecisionAndElo() {
        assertThat(run("-penta", "379,10170,21828,10640,343", "-elo0", "0", "-elo1", "2", "-model", "normalized"))
                .isZero();
        assertThat(out.toString())
                .contains("Games: 86720, Pairs: 43360, Ptnml(0-2): [379, 10170, 21828, 10640, 343]")
                .contains("Elo: 1.59 +/- 1.21")
                .contains("nElo: 3.05")
                .contains("LOS: 99.51 %")
                .contains("LLR: 2.945")
                .contains("(-2.94, 2.94) [0.00, 2.00] normalized")
                .contains("Decision: H1 accepted");
    }

    @Test
    void trinomialRunWithLogisticModel() {
        assertThat(run("-wdl", "880,1863,759", "-elo0", "0", "-elo1", "5", "-model", "logistic")).isZero();
        assertThat(out.toString()).contains("Games: 3502, Wins: 880, Draws: 1863, Losses: 759")
                .contains("LLR: 2.94").contains("Decision: H1 accepted");
    }

    @Test
    void badArgumentsAreRefusedWithTheReason() {
        assertThat(run("-wdl", "1,2", "-elo0", "0", "-elo1", "5")).isEqualTo(2);
        assertThat(err.toString()).contains("-wdl takes three counts");
        assertThat(run("-penta", "1,2,3,4,5", "-wdl", "1,2,3", "-elo0", "0", "-elo1", "5")).isEqualTo(2);
        assertThat(run("-penta", "1,2,3,4,5", "-elo0", "5", "-elo1", "0")).isEqualTo(2);
        assertThat(err.toString()).contains("elo1 must be greater");
        assertThat(run("-penta", "1,2,3,4,5", "-elo0", "0", "-elo1", "5", "-model", "bayes")).isEqualTo(2);
        assertThat(err.toString()).contains("normalized or logistic");
        assertThat(run("-penta", "1,x,3,4,5", "-elo0", "0", "-elo1", "5")).isEqualTo(2);
    }
}
