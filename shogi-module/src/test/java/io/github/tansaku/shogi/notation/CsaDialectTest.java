package io.github.tansaku.shogi.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.shogi.Move;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The CSA dialect other programs write (CSA standard record format V2.2): several records in
 * one file and board rows written without their empty cells.
 */
class CsaDialectTest {

    private static final String TWO_RECORDS = String.join("\n",
            "V2.2",
            "N+Alice",
            "N-Bob",
            "PI",
            "+",
            "+7776FU",
            "-3334FU",
            "%TORYO",
            "/",
            "V2.2",
            "N+Carol",
            "N-Dave",
            "PI82HI22KA",
            "-",
            "-5142OU",
            "+2726FU",
            "%CHUDAN",
            "");

    @Test
    void recordsSeparatedBySlashLinesAreAllRead() {
        List<GameRecord> records = Csa.readAll(TWO_RECORDS);
        assertThat(records).hasSize(2);
        assertThat(records.get(0).blackName()).isEqualTo("Alice");
        assertThat(records.get(0).moves()).extracting(Move::toString).containsExactly("7g7f", "3c3d");
        assertThat(records.get(0).result()).isEqualTo("%TORYO");
        assertThat(records.get(1).whiteName()).isEqualTo("Dave");
        assertThat(records.get(1).startSfen())
                .isEqualTo("lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
        assertThat(records.get(1).moves()).extracting(Move::toString).containsExactly("5a4b", "2g2f");
        assertThat(records.get(1).result()).isEqualTo("%CHUDAN");
        String written = Csa.writeAll(records);
        assertThat(written).contains("\n/\n");
        assertThat(Csa.readAll(written)).isEqualTo(records);
    }

    @Test
    void aSingleRecordReaderPointsToReadAllAndToleratesATrailingSeparator() {
        assertThatThrownBy(() -> Csa.read(TWO_RECORDS)).isInstanceOf(NotationException.class)
                .hasMessageContaining("2 records").hasMessageContaining("readAll");
        String one = "V2.2\nPI\n+\n+7776FU\n/\n";
        assertThat(Csa.read(one).moves()).extracting(Move::toString).containsExactly("7g7f");
        assertThat(Csa.readAll(one)).containsExactly(Csa.read(one));
    }

    @Test
    void anErrorInALaterRecordNamesItsLineInTheFile() {
        String text = "PI\n+\n+7776FU\n/\nPI\n+\n+7775FU\n";
        assertThatThrownBy(() -> Csa.readAll(text)).isInstanceOf(NotationException.class)
                .hasMessageContaining("line 7");
    }

    @Test
    void aBareBoardRowIsAnEmptyRank() {
        String text = String.join("\n",
                "P1 *  *  *  * -OU *  *  *  * ",
                "P2",
                "P3 *  *  *  *  *  *  *  *  * ",
                "P4",
                "P5",
                "P6",
                "P7   ",
                "P8",
                "P9 *  *  *  * +OU *  *  *  * ",
                "P+00KI",
                "+",
                "+0052KI",
                "");
        GameRecord record = Csa.read(text);
        assertThat(record.startSfen()).isEqualTo("4k4/9/9/9/9/9/9/9/4K4 b G 1");
        assertThat(record.moves()).extracting(Move::toString).containsExactly("G*5b");
        assertThat(Csa.read(Csa.write(record))).isEqualTo(record);
        assertThat(Kif.read(Kif.write(record))).isEqualTo(record);
        // A row cut short after some cells is still an error.
        String cut = "P1 *  *  *  * -OU\nP9 *  *  *  * +OU *  *  *  * \n+\n";
        assertThatThrownBy(() -> Csa.read(cut)).isInstanceOf(NotationException.class)
                .hasMessageContaining("line 1");
    }
}
