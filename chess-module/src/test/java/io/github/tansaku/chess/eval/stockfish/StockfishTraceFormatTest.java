package io.github.tansaku.chess.eval.stockfish;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.chess.board.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The trace prints the rows and columns of the reference engine's {@code eval} (section 20), in
 * the layout Stockfish's trace had in 2018 (header, 12-character labels, {@code ----} for the
 * net-only rows).
 */
class StockfishTraceFormatTest {

    @Test
    void rowsColumnsAndPawnUnitsOfVectorTwo() {
        String text = new StockfishClassicalEvaluator().trace(
                Position.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 10"));
        List<String> lines = text.lines().toList();
        assertThat(lines.subList(0, 3)).containsExactly(
                "     Term    |    White    |    Black    |    Total   ",
                "             |   MG    EG  |   MG    EG  |   MG    EG ",
                " ------------+-------------+-------------+------------");
        List<String> labels = lines.stream().skip(3).filter(l -> l.contains(" | "))
                .map(l -> l.substring(0, 12).trim()).toList();
        assertThat(labels).containsExactly("Material", "Imbalance", "Initiative", "Pawns", "Knights",
                "Bishops", "Rooks", "Queens", "Mobility", "King safety", "Threats", "Passed", "Space", "Total");
        // Section 21, vector 2: material 97/92, space 112/0, total 187/-18, final 207 (internal units / 207).
        assertThat(lines).contains("    Material |  ----  ---- |  ----  ---- |  0.47  0.44");
        assertThat(lines).anySatisfy(l -> assertThat(l).startsWith("       Space |").endsWith("|  0.54  0.00"));
        assertThat(lines).contains("       Total |  ----  ---- |  ----  ---- |  0.90 -0.09");
        assertThat(text).endsWith("\nTotal evaluation: 1.00 (white side)\n");
    }

    @Test
    void lazyExitPrintsZerosAndTheFinalValue() {
        String text = new StockfishClassicalEvaluator().trace(
                Position.fromFen("rnb1kbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3"));
        assertThat(text).contains("    Material |  ----  ---- |  ----  ---- |  0.00  0.00");
        assertThat(text).endsWith("Total evaluation: 13.11 (white side)\n"); // 2713 / 207
    }
}
