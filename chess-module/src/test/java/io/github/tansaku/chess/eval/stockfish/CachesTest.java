package io.github.tansaku.chess.eval.stockfish;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.eval.RandomGames;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The pawn and material caches never change a value: one-entry caches (a miss or a replacement at
 * nearly every call) must agree with full-size caches on every position. */
class CachesTest {

    @Test
    void oneEntryCachesGiveTheSameValuesAsFullOnes() {
        List<Position> positions = RandomGames.positions(99, 20, 150);
        StockfishClassicalEvaluator full = new StockfishClassicalEvaluator();
        StockfishClassicalEvaluator tiny = new StockfishClassicalEvaluator(1, 1);
        for (int pass = 0; pass < 2; pass++) {
            for (Position pos : positions) {
                assertThat(tiny.evaluateInternal(pos)).as("%s", pos).isEqualTo(full.evaluateInternal(pos));
            }
        }
        // Same positions in reverse order: another pattern of hits and replacements.
        for (int i = positions.size() - 1; i >= 0; i--) {
            assertThat(tiny.evaluateInternal(positions.get(i))).isEqualTo(full.evaluateInternal(positions.get(i)));
        }
    }

    @Test
    void cachedShelterFollowsKingMovesAndLostCastlingRights() {
        StockfishClassicalEvaluator evaluator = new StockfishClassicalEvaluator();
        String[] fens = {
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w kq - 0 1",
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 w kq - 0 1",
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
        };
        for (String fen : fens) {
            Position pos = Position.fromFen(fen);
            assertThat(evaluator.evaluateInternal(pos)).as(fen)
                    .isEqualTo(new StockfishClassicalEvaluator().evaluateInternal(pos));
        }
    }
}
