package io.github.tansaku.chess.eval.stockfish;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.chess.board.Color;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.eval.RandomGames;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The evaluation's form for either side to move ({@link StockfishClassicalEvaluator#evaluateEitherSide}):
 * read for the position's own side to move it is {@link StockfishClassicalEvaluator#evaluate};
 * read for the other side, where it says it serves that side, it is the evaluation of the same
 * placement with the other side to move (the position after a null move), computed afresh.
 * Checked on positions of random games and of the endgames whose value or scaling reads the side
 * to move, with contempt and without.
 */
class EitherSideEvaluationTest {

    private int servedOther;
    private int lazy;
    private int sideBound;

    @Test
    void theFormGivesTheEvaluationForItsSideAndForTheOtherWhereItServesIt() {
        List<Position> positions = new ArrayList<>(RandomGames.positions(60, 40, 200));
        // KPKP, whose scaling reads the side to move: a draw with Black to move, not with White.
        positions.add(Position.fromFen("8/3k4/1K1p4/7P/8/8/8/8 b - - 0 1"));
        Random random = new Random(61);
        for (String pieces : new String[] {"KPKP", "KRPKR", "KPK", "KRKP", "KBNK", "KQKR", "KRPPKRP", "KBPKB"}) {
            for (int i = 0; i < 200; i++) {
                Position p = RandomGames.randomPlacement(random, pieces, random.nextBoolean());
                if (p != null) {
                    positions.add(p);
                }
            }
        }
        for (int contempt : new int[] {0, 24}) {
            StockfishClassicalEvaluator evaluator = new StockfishClassicalEvaluator();
            StockfishClassicalEvaluator fresh = new StockfishClassicalEvaluator();
            evaluator.setContempt(contempt, Color.WHITE);
            fresh.setContempt(contempt, Color.WHITE);
            for (Position p : positions) {
                check(evaluator, fresh, p);
            }
        }
        assertThat(servedOther).as("positions whose form served the other side").isGreaterThan(5_000);
        assertThat(lazy).as("lazy exits among them").isGreaterThan(50);
        assertThat(sideBound).as("forms bound to their side (endgames)").isGreaterThan(50);
    }

    private void check(StockfishClassicalEvaluator evaluator, StockfishClassicalEvaluator fresh, Position p) {
        int side = p.sideToMove();
        int form = evaluator.evaluateEitherSide(p);
        assertThat(StockfishClassicalEvaluator.serves(form, side)).isTrue();
        assertThat(StockfishClassicalEvaluator.centipawns(form, side)).as("%s", p.toFen()).isEqualTo(fresh.evaluate(p));
        if (p.inCheck()) {
            return; // no pass in check
        }
        if (!StockfishClassicalEvaluator.serves(form, side ^ 1)) {
            sideBound++;
            return;
        }
        servedOther++;
        if ((form & StockfishClassicalEvaluator.WITH_TEMPO) == 0) {
            lazy++;
        }
        p.makeNullMove();
        assertThat(StockfishClassicalEvaluator.centipawns(form, side ^ 1)).as("%s with the other side to move", p.toFen())
                .isEqualTo(fresh.evaluate(p));
        p.unmakeNullMove();
    }
}
