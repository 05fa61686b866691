package io.github.tansaku.shogi.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.Square;
import io.github.tansaku.shogi.StaticExchangeEvaluator;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every evaluator scores a position and its colour-flipped twin (board turned, colours and hands
 * swapped, the other side to move) the same from the side to move's view.
 */
class ColourSymmetryTest {

    private static List<String> sfens;

    @BeforeAll
    static void playouts() {
        sfens = TestPositions.randomPlayouts(20_261_122L, 30, 110);
    }

    @Test
    void flippingTwiceGivesTheSamePosition() {
        for (String sfen : sfens.subList(0, 200)) {
            Position position = Position.fromSfen(sfen);
            Position twice = TestPositions.flipped(TestPositions.flipped(position));
            assertThat(twice.key()).as(sfen).isEqualTo(position.key());
        }
    }

    @Test
    void everyEvaluatorIsColourSymmetric() {
        assertThat(sfens).hasSizeGreaterThan(3000);
        List<ShogiEvaluator> evaluators = Evaluators.names().stream().map(Evaluators::create).toList();
        for (String sfen : sfens) {
            Position position = Position.fromSfen(sfen);
            Position twin = TestPositions.flipped(position);
            for (ShogiEvaluator evaluator : evaluators) {
                int score = evaluator.evaluate(position);
                int twinScore = evaluator.evaluate(twin);
                if (score != twinScore) {
                    fail("%s scores %d on %s but %d on its twin %s", evaluator.name(), score, sfen, twinScore,
                            twin.toSfen());
                }
            }
        }
    }

    /**
     * A position where the exchange once depended on the board's orientation: Black's golds on
     * 9c and 9e both attack the knight on 9d, and 9c hides a White lance. Taking with 9e wins
     * the knight (1435); taking with 9c lets the lance in (1435 - 2460 + 1230 = 205). Both the
     * position and its twin must take with the right gold.
     */
    @Test
    void textbookExchangeDoesNotDependOnWhichGoldHasTheLowerSquareNumber() {
        Position position = Position.fromSfen(
                "p1knp3+P/l2rs3l/G5p1p/n1ps1pgP1/GpPp1g1bP/P3P4/L2R1PPpL/6K2/1S2N2Ns b Bp 139");
        Position twin = TestPositions.flipped(position);
        assertThat(StaticExchangeEvaluator.exchangeValue(position, Square.parseUsi("9d"))).isEqualTo(1435);
        assertThat(StaticExchangeEvaluator.exchangeValue(twin, Square.parseUsi("1f"))).isEqualTo(1435);
        ShogiEvaluator textbook = Evaluators.create(TextbookMaterialEvaluator.NAME);
        assertThat(textbook.evaluate(twin)).isEqualTo(textbook.evaluate(position));
    }

    /**
     * Every position of {@link #manyMorePositions} (all ten of its 51,147) whose textbook
     * evaluation differed from its twin's while the exchange took the lower-numbered of two
     * equally cheap attackers: a fast check of what the slow sweep found.
     */
    @ParameterizedTest
    @ValueSource(strings = {
        "p1knp3+P/l2rs3l/G5p1p/n1ps1pgP1/GpPp1g1bP/P3P4/L2R1PPpL/6K2/1S2N2Ns b Bp 139",
        "1p2p1p1l/3ksp1P+P/l1PN1nP1n/P1gPgG2l/1l3S1p1/1Ps1PKS2/p1p2P2R/3pR3+b/3G1+b1+n1 b p 211",
        "1p2p1p1l/2k1sp1P+P/l2N1nP1n/P1gPgG2l/1l3S1p1/1Ps1PKS2/p1p2P2R/3pR3+b/3G1+b1+n1 b 2p 213",
        "1p2p1p1l/2k1sp1P+P/l2N1nP1n/P1gPgG2l/1l3S1p1/1Ps1P1S2/p1p2PK1R/4R3+b/3+p1+b1+n1 b g2p 215",
        "1p2p1p2/2k1sp1Pl/l2N1nP1n/P1gPgGS1l/1l5p1/1Ps1P1S2/p1p2PK1R/6R1+b/3+p1+b1+n1 b G3p 219",
        "1p2p1p2/2k1sp1Pl/P2N1nP1n/2gPgGS1l/1l5p1/1P2P1S2/p1p2PK1R/4+sGR1+b/3+p1+b1+n1 b L3p 223",
        "1p2p1p2/2k1sp1Pl/P1gN1nP1n/3PgGS1l/1l5p1/1P2P1S2/p1p2PK1R/4+sGR1+b/1L1+p1+b1+n1 b 3p 225",
        "1p2p1p2/2k1sp1Pl/P1gN1nP1n/3PgGS2/1l5p1/1P2PKS1l/p1p2P2R/4+sGR1+b/1L1+p1+b1+n1 b 3p 227",
        "5k1n1/4r3l/B1s2pg1p/G1p1pP1p1/pp1sg1SP1/2PRPl2P/N1B3PK1/6lNL/1P2g2Ns w P3p 148",
        "8+N/1r1l1Pg1s/+S1k5b/2spPp1sP/P1p5R/1P1Pg1p1L/L1P2+n2N/4pG3/1NBG1KP1L b 4Pp 105",
    })
    void textbookIsSymmetricWhereTheSquareNumberTieBreakWasNot(String sfen) {
        Position position = Position.fromSfen(sfen);
        ShogiEvaluator textbook = Evaluators.create(TextbookMaterialEvaluator.NAME);
        assertThat(textbook.evaluate(TestPositions.flipped(position))).isEqualTo(textbook.evaluate(position));
    }

    /** Fifty thousand more positions, for every evaluator. */
    @Test
    @Tag("slow")
    void manyMorePositions() {
        List<ShogiEvaluator> evaluators = Evaluators.names().stream().map(Evaluators::create).toList();
        int positions = 0;
        for (long seed = 1; seed <= 5; seed++) {
            for (String sfen : TestPositions.randomPlayouts(seed * 1000, 40, 250)) {
                Position position = Position.fromSfen(sfen);
                Position twin = TestPositions.flipped(position);
                for (ShogiEvaluator evaluator : evaluators) {
                    int score = evaluator.evaluate(position);
                    int twinScore = evaluator.evaluate(twin);
                    if (score != twinScore) {
                        fail("%s scores %d on %s but %d on its twin %s", evaluator.name(), score, sfen, twinScore,
                                twin.toSfen());
                    }
                }
                positions++;
            }
        }
        assertThat(positions).isGreaterThan(40_000);
    }
}
