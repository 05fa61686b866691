package io.github.tansaku.shogi;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.perft.Perft;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Published perft counts (start position, the "matsuri" position of YaneuraOu's tests, ...), independently verified. */
class PerftTest {

    private static final ShogiGame GAME = new ShogiGame();

    @ParameterizedTest(name = "row {0} depth {2}")
    @CsvSource(delimiter = '|', textBlock = """
            1 | lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | 1 | 30
            1 | lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | 2 | 900
            1 | lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | 3 | 25470
            1 | lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | 4 | 719731
            2 | l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1 | 1 | 207
            2 | l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1 | 2 | 28684
            2 | l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1 | 3 | 4809015
            3 | R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1 | 1 | 593
            3 | R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1 | 2 | 105677
            4 | 7k1/9/9/9/l2s5/6snb/9/9/8K b 2G 1 | 1 | 76
            4 | 7k1/9/9/9/l2s5/6snb/9/9/8K b 2G 1 | 2 | 2606
            4 | 7k1/9/9/9/l2s5/6snb/9/9/8K b 2G 1 | 3 | 201658
            5 | 7lk/9/8S/9/9/9/9/7L1/8K b P 1 | 1 | 85
            5 | 7lk/9/8S/9/9/9/9/7L1/8K b P 1 | 2 | 639
            5 | 7lk/9/8S/9/9/9/9/7L1/8K b P 1 | 3 | 10786
            5 | 7lk/9/8S/9/9/9/9/7L1/8K b P 1 | 4 | 167089
            6 | 9/9/9/3k5/9/5K3/9/9/9 b RB2G2S2N2L9Prb2g2s2n2l9p 1 | 1 | 524
            6 | 9/9/9/3k5/9/5K3/9/9/9 b RB2G2S2N2L9Prb2g2s2n2l9p 1 | 2 | 248257
            7 | l7l/3s5/prnp2kp1/2p1Gppnp/1P7/PnPP1P3/3BP2PP/1S1G5/LN1K1G1+rL b SBG3ps 91 | 1 | 180
            7 | l7l/3s5/prnp2kp1/2p1Gppnp/1P7/PnPP1P3/3BP2PP/1S1G5/LN1K1G1+rL b SBG3ps 91 | 2 | 15217
            7 | l7l/3s5/prnp2kp1/2p1Gppnp/1P7/PnPP1P3/3BP2PP/1S1G5/LN1K1G1+rL b SBG3ps 91 | 3 | 2067680
            8 | 8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124 | 1 | 178
            8 | 8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124 | 2 | 18041
            8 | 8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124 | 3 | 2552846
            9 | k+n7/sg7/9/9/9/9/+r5K1g/7L1/2LN1R1+Bb b RBGSNLP 1 | 1 | 45
            9 | k+n7/sg7/9/9/9/9/+r5K1g/7L1/2LN1R1+Bb b RBGSNLP 1 | 2 | 1148
            9 | k+n7/sg7/9/9/9/9/+r5K1g/7L1/2LN1R1+Bb b RBGSNLP 1 | 3 | 414441
            """)
    void specTable(int row, String sfen, int depth, long expected) {
        Position pos = Sfen.parseAllowingExtraPieces(sfen);
        assertThat(Perft.count(GAME, pos, depth)).isEqualTo(expected);
        assertThat(pos.toSfen()).isEqualTo(Sfen.parseAllowingExtraPieces(sfen).toSfen());
    }

    @Tag("slow")
    @ParameterizedTest(name = "row {0} depth {2}")
    @CsvSource(delimiter = '|', textBlock = """
            1 | lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | 5 | 19861490
            1 | lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | 6 | 547581517
            2 | l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1 | 4 | 516925165
            3 | R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1 | 3 | 53393368
            4 | 7k1/9/9/9/l2s5/6snb/9/9/8K b 2G 1 | 4 | 6768869
            4 | 7k1/9/9/9/l2s5/6snb/9/9/8K b 2G 1 | 5 | 122826857
            5 | 7lk/9/8S/9/9/9/9/7L1/8K b P 1 | 5 | 3459265
            6 | 9/9/9/3k5/9/5K3/9/9/9 b RB2G2S2N2L9Prb2g2s2n2l9p 1 | 3 | 112911856
            7 | l7l/3s5/prnp2kp1/2p1Gppnp/1P7/PnPP1P3/3BP2PP/1S1G5/LN1K1G1+rL b SBG3ps 91 | 4 | 129175973
            8 | 8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124 | 4 | 207741677
            9 | k+n7/sg7/9/9/9/9/+r5K1g/7L1/2LN1R1+Bb b RBGSNLP 1 | 4 | 13033326
            """)
    void specTableDeep(int row, String sfen, int depth, long expected) {
        assertThat(Perft.count(GAME, Sfen.parseAllowingExtraPieces(sfen), depth)).isEqualTo(expected);
    }

    /** The start position's leaf statistics published with the perft counts. */
    @ParameterizedTest(name = "depth {0}")
    @CsvSource(delimiter = '|', textBlock = """
            1 | 30 | 0 | 0 | 0 | 0
            2 | 900 | 0 | 0 | 0 | 0
            3 | 25470 | 59 | 30 | 48 | 0
            4 | 719731 | 1803 | 842 | 1121 | 0
            """)
    void startPositionStatistics(int depth, long nodes, long captures, long promotions, long checks, long mates) {
        assertThat(PerftStatistics.of(Position.startPosition(), depth))
                .isEqualTo(new PerftStatistics(nodes, captures, promotions, checks, mates));
    }

    @Tag("slow")
    @ParameterizedTest(name = "depth {0}")
    @CsvSource(delimiter = '|', textBlock = """
            5 | 19861490 | 113680 | 57214 | 71434 | 0
            """)
    void startPositionStatisticsDeep(int depth, long nodes, long captures, long promotions, long checks, long mates) {
        startPositionStatistics(depth, nodes, captures, promotions, checks, mates);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            7lk/9/8S/9/9/9/9/7L1/8K b P 1
            8k/6S2/7G1/9/9/9/9/9/4K4 b P 1
            """)
    void pawnDropMateIsNotGenerated(String sfen) {
        // The spec (1.3, 4) and the tools' README name P*1b as the pawn-drop mate of both positions.
        Position pos = Position.fromSfen(sfen);
        assertThat(legalUsi(pos)).doesNotContain("P*1b").contains("P*2b");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            8k/6S2/7G1/9/9/9/9/9/4K4 b P 1 | 86
            """)
    void toolsReadmeCount(String sfen, long expected) {
        // tools/README.md: Fairy-Stockfish gives 87 here because it lists the mating P*1b; 86 is right.
        assertThat(Perft.count(GAME, Position.fromSfen(sfen), 1)).isEqualTo(expected);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | 3
            l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1 | 2
            8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124 | 2
            """)
    void divideSumsToPerftAndRestoresThePosition(String sfen, int depth) {
        Position pos = Position.fromSfen(sfen);
        long key = pos.key();
        List<Long> counts = new ArrayList<>();
        for (Perft.Entry<Move> entry : new Perft<>(GAME).divide(pos, depth)) {
            counts.add(entry.nodes());
        }
        assertThat(counts.stream().mapToLong(Long::longValue).sum()).isEqualTo(Perft.count(GAME, pos, depth));
        assertThat(pos.key()).isEqualTo(key);
        assertThat(pos.toSfen()).isEqualTo(sfen);
    }

    static List<String> legalUsi(Position pos) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generateLegal(pos, moves, 0);
        List<String> list = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            list.add(Moves.toUsi(moves[i]));
        }
        return list;
    }
}
