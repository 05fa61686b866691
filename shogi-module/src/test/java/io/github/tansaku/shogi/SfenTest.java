package io.github.tansaku.shogi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class SfenTest {

    @ParameterizedTest
    @ValueSource(strings = {
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
        "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
        "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
        "9/9/9/3k5/9/5K3/9/9/9 b RB2G2S2N2L9Prb2g2s2n2l9p 1",
    })
    void roundTrip(String sfen) {
        assertThat(Position.fromSfen(sfen).toSfen()).isEqualTo(sfen);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1 | l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1
            l7l/3s5/prnp2kp1/2p1Gppnp/1P7/PnPP1P3/3BP2PP/1S1G5/LN1K1G1+rL b SBG3ps 91 | l7l/3s5/prnp2kp1/2p1Gppnp/1P7/PnPP1P3/3BP2PP/1S1G5/LN1K1G1+rL b BGSs3p 91
            lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - | lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1
            """)
    void anyHandOrderIsReadAndTheUsualOrderWritten(String input, String canonical) {
        assertThat(Position.fromSfen(input).toSfen()).isEqualTo(canonical);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1 | got 8
            lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL/9 b - 1 | '/'
            lnsgkgsnl/1r5b1/pppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | 'pppppppp'
            lnsgkgsnl/1r5b1/pppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | 'pppppppppp'
            lnsgkgsnl/1r6b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | '1r6b1'
            lnsgkgsnl/1r5x1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | 'x'
            lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNS+GKGSNL b - 1 | '+G'
            lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN+ b - 1 | '+'
            lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL x - 1 | 'x'
            lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 0 | '0'
            lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - -3 | '-3'
            lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - x1 | 'x1'
            lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b P 1 | 'P'
            lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b K 1 | 'K'
            lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 19p 1 | 19
            lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 2 1 | '2'
            lnsg1gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | king
            lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKKSNL b - 1 | king
            lnsgkgsnl/1r5b1/ppppppppp/9/9/4P4/PPPP1PPPP/1B5R1/LNSGKGSNL b P 1 | P
            lnsgkgsnl/1r5b1/pppp1pppp/9/9/4P4/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | file 5
            Pnsgkgsnl/1r5b1/1pppppppp/9/9/9/1PPPPPPPP/1B5R1/LNSGKGSNL b - 1 | never move
            lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNl b - 1 | never move
            lnsgkgsnl/1N5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/L1SGKGSNL b - 1 | never move
            lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - | never move
            4k4/9/9/9/9/9/9/4r4/4K4 w - 1 | not to move is in check
            lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL | fields
            lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 2 | fields
            lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b PP 1 | twice
            """)
    void malformedOrImpossibleSfenIsRejectedWithTheBadPartQuoted(String sfen, String quoted) {
        if (quoted.equals("never move") && sfen.endsWith("b -")) {
            // A knight on Black's second rank written as 1N: checked in the row above; here a
            // missing move number is accepted (it defaults to 1).
            assertThat(Position.fromSfen(sfen).moveNumber()).isEqualTo(1);
            return;
        }
        assertThatThrownBy(() -> Position.fromSfen(sfen))
                .isInstanceOf(SfenException.class)
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(quoted);
    }

    @Test
    void extraPiecesNeedTheLenientReader() {
        String sfen = "k+n7/sg7/9/9/9/9/+r5K1g/7L1/2LN1R1+Bb b RBGSNLP 1";
        assertThatThrownBy(() -> Position.fromSfen(sfen)).isInstanceOf(SfenException.class).hasMessageContaining("'B'");
        assertThat(Sfen.parseAllowingExtraPieces(sfen).toSfen()).isEqualTo(sfen);
    }

    @Test
    void nullIsRejected() {
        assertThatThrownBy(() -> Position.fromSfen(null)).isInstanceOf(SfenException.class);
    }
}
