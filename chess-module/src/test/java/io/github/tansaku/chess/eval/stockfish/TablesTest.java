package io.github.tansaku.chess.eval.stockfish;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.chess.board.Piece;
import io.github.tansaku.chess.board.PieceType;
import io.github.tansaku.chess.board.Square;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Derived tables against their expansions printed from Stockfish 11's source. */
class TablesTest {

    @ParameterizedTest(name = "opposed {0}, phalanx {1}, support {2}")
    @CsvSource(delimiter = ';', value = {
        "0;0;1;- 41/0 35/8 82/41 117/87 192/192",
        "0;0;2;- 58/0 52/13 99/49 134/100 209/209",
        "0;1;0;18/-4 21/0 41/10 82/41 137/102 252/252",
        "0;1;1;- 38/0 58/14 99/49 154/115 269/269",
        "0;1;2;- 55/0 75/18 116/58 171/128 286/286",
        "1;0;1;- 29/0 26/6 49/24 67/50 104/104",
        "1;0;2;- 46/0 43/10 66/33 84/63 121/121",
        "1;1;0;9/-2 10/0 20/5 41/20 68/51 126/126",
        "1;1;1;- 27/0 37/9 58/29 85/63 143/143",
        "1;1;2;- 44/0 54/13 75/37 102/76 160/160",
    })
    void connectedPawnTableMatchesTheExpandedReference(int opposed, int phalanx, int support, String row) {
        String[] cells = row.split(" ");
        for (int r = 1; r <= 6; r++) {
            if (cells[r - 1].equals("-")) {
                continue; // a rank-2 pawn cannot be supported
            }
            int score = Tables.CONNECTED[opposed][phalanx][support][r];
            assertThat(PackedScore.mg(score) + "/" + PackedScore.eg(score)).as("rank index %d", r)
                    .isEqualTo(cells[r - 1]);
        }
    }

    @Test
    void pieceSquareValuesIncludeMaterialAndMirrorForBlack() {
        // Knight d5 for White: 784 + 50 / 868 + 40; the Black knight on d4 is its mirror image.
        int white = Tables.psq(Piece.of(0, PieceType.KNIGHT), Square.parse("d5"));
        int black = Tables.psq(Piece.of(1, PieceType.KNIGHT), Square.parse("d4"));
        assertThat(PackedScore.mg(white)).isEqualTo(834);
        assertThat(PackedScore.eg(white)).isEqualTo(908);
        assertThat(black).isEqualTo(-white);
        // Files e-h read the d-a columns: king g1 = king b1 = 325/41.
        int king = Tables.psq(Piece.of(0, PieceType.KING), Square.parse("g1"));
        assertThat(PackedScore.mg(king)).isEqualTo(325);
        assertThat(PackedScore.eg(king)).isEqualTo(41);
    }

    @Test
    void packedScoresKeepNegativeHalves() {
        int s = PackedScore.of(-5, -7) + PackedScore.of(3, -1);
        assertThat(PackedScore.mg(s)).isEqualTo(-2);
        assertThat(PackedScore.eg(s)).isEqualTo(-8);
        assertThat(PackedScore.div(PackedScore.of(-7, 9), 2)).isEqualTo(PackedScore.of(-3, 4));
    }
}
