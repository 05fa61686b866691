package io.github.tansaku.chess.movegen;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.chess.board.MoveCode;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.testsupport.PerftSuite;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class MoveGeneratorTest {

    private static Set<Integer> legal(Position position) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generateLegal(position, moves, 0);
        Set<Integer> set = new HashSet<>();
        for (int i = 0; i < n; i++) {
            set.add(moves[i]);
        }
        assertThat(set).as("no duplicates").hasSize(n);
        return set;
    }

    /** For every one of the 65,536 codes, isLegal agrees with the generator, on every suite position. */
    @Test
    void isLegalAcceptsExactlyTheGeneratedMoves() {
        for (PerftSuite.Entry entry : PerftSuite.load()) {
            Position position = Position.fromFen(entry.fen());
            Set<Integer> legal = legal(position);
            java.util.List<String> disagreements = new java.util.ArrayList<>();
            for (int code = 0; code < MoveCode.CODE_COUNT; code++) {
                if (MoveGenerator.isLegal(position, code) != legal.contains(code)) {
                    disagreements.add(MoveCode.toUci(code) + " (code " + code + ")");
                }
            }
            assertThat(disagreements).as("codes where isLegal disagrees with the generator in %s", entry.fen()).isEmpty();
            assertThat(MoveGenerator.countLegal(position)).isEqualTo(legal.size());
        }
    }

    /**
     * The same on positions of seeded random games (pins, checks and discovered attacks of every
     * kind turn up there), every 4th ply: the generator is the reference, checked by perft.
     */
    @Test
    void isLegalAcceptsExactlyTheGeneratedMovesInRandomGames() {
        SplittableRandom random = new SplittableRandom(17);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        for (int game = 0; game < 10; game++) {
            Position position = Position.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
            for (int ply = 0; ply < 60; ply++) {
                int n = MoveGenerator.generateLegal(position, moves, 0);
                if (n == 0) {
                    break;
                }
                if (ply % 4 == 0) {
                    Set<Integer> legal = legal(position);
                    for (int code = 0; code < MoveCode.CODE_COUNT; code++) {
                        if (MoveGenerator.isLegal(position, code) != legal.contains(code)) {
                            throw new AssertionError("isLegal disagrees with the generator on "
                                    + MoveCode.toUci(code) + " (code " + code + ") in " + position);
                        }
                    }
                }
                position.makeMove(moves[random.nextInt(n)]);
            }
        }
    }

    @Test
    void noisyMovesAreExactlyTheLegalCapturesAndPromotions() {
        assertGeneratesTheLegalMoves(MoveGenerator::generateNoisy, true);
    }

    /** Quiet moves are the legal moves (perft-checked) that are neither captures nor promotions. */
    @Test
    void quietMovesAreExactlyTheLegalMovesThatAreNotNoisy() {
        assertGeneratesTheLegalMoves(MoveGenerator::generateQuiet, false);
    }

    /** A generator writing moves into an array from a start index, returning how many. */
    private interface Generator {
        int generate(Position position, int[] moves, int start);
    }

    /**
     * On every perft suite position, {@code generator} writes each legal move whose
     * {@link MoveCode#isNoisy} is {@code noisy} once, from the start index, and nothing else.
     */
    private static void assertGeneratesTheLegalMoves(Generator generator, boolean noisy) {
        for (PerftSuite.Entry entry : PerftSuite.load()) {
            Position position = Position.fromFen(entry.fen());
            Set<Integer> expected = new HashSet<>();
            for (int move : legal(position)) {
                if (MoveCode.isNoisy(move) == noisy) {
                    expected.add(move);
                }
            }
            int[] moves = new int[MoveGenerator.MAX_MOVES];
            int start = 7;
            int n = generator.generate(position, moves, start);
            Set<Integer> generated = new HashSet<>();
            for (int i = start; i < start + n; i++) {
                generated.add(moves[i]);
            }
            assertThat(generated).as(entry.fen()).hasSize(n).isEqualTo(expected);
        }
    }

    @Test
    void codeZeroIsNeverAMove() {
        assertThat(MoveGenerator.isLegal(Position.startPosition(), 0)).isFalse();
        assertThat(MoveCode.isWellFormed(0)).isFalse();
    }

    @Test
    void tricksFromThePublishedRules() {
        // Castling through an attacked square (f1 attacked by the bishop on c4) is illegal.
        assertThat(legal(Position.fromFen("4k3/8/8/8/2b5/8/8/4K2R w K - 0 1"))).doesNotContain(MoveCode.of(4, 6, MoveCode.KING_CASTLE));
        // Queen side castling is legal while b1 is attacked: only c1 and d1 matter for the king.
        assertThat(legal(Position.fromFen("4k3/8/8/8/8/8/8/Rr2K3 w Q - 0 1"))).doesNotContain(MoveCode.of(4, 2, MoveCode.QUEEN_CASTLE));
        assertThat(legal(Position.fromFen("1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1"))).contains(MoveCode.of(4, 2, MoveCode.QUEEN_CASTLE));
        // Double check: only king moves.
        Set<Integer> evasions = legal(Position.fromFen("4k3/8/8/8/8/5n2/8/r3K2R w K - 0 1"));
        assertThat(evasions).allMatch(m -> MoveCode.from(m) == 4);
    }
}
