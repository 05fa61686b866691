package io.github.tansaku.chess.eval;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.chess.board.Color;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.eval.sayuri.SayuriEvaluator;
import io.github.tansaku.chess.eval.sayuri.SayuriOptions;
import io.github.tansaku.chess.eval.stockfish.StockfishClassicalEvaluator;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import java.util.function.ToIntBiFunction;
import org.junit.jupiter.api.Test;

/**
 * An evaluation is a pure function of the position (and of the contempt set): an instance that
 * has evaluated thousands of other positions, filling and replacing its pawn, material and
 * king-shelter caches and reusing its scratch space, must return exactly what a new instance
 * returns. The positions come from seeded random playouts from openings, middlegames and
 * endgames (castling rights that come and go, specialised endgames, lazy exits), visited in a
 * shuffled order so that consecutive evaluations share little.
 */
class EvaluatorPurityTest {

    private static final String[] STARTS = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
        "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1",
    };

    /** Positions from 8 random games of up to 40 plies from each start, in a seeded shuffled order. */
    private static List<Position> shuffledPlayouts(long seed) {
        List<Position> positions = new ArrayList<>();
        for (int i = 0; i < STARTS.length; i++) {
            positions.addAll(RandomGames.positions(seed + i, STARTS[i], 8, 40));
        }
        Collections.shuffle(positions, new Random(seed));
        return positions;
    }

    @Test
    void stockfishLongLivedInstanceAgreesWithNewOnes() {
        List<String> mismatches = compare(shuffledPlayouts(1),
                StockfishClassicalEvaluator::new, StockfishClassicalEvaluator::evaluateInternal, 0, 1);
        assertThat(mismatches).as("long-lived vs new instance, internal units").isEmpty();
    }

    @Test
    void stockfishWithContemptAndInterleavedTracesAgreesWithNewOnes() {
        Supplier<StockfishClassicalEvaluator> withContempt = () -> {
            StockfishClassicalEvaluator e = new StockfishClassicalEvaluator();
            e.setContempt(21, Color.BLACK);
            return e;
        };
        // Every 7th check the long-lived instance also prints a trace, which evaluates with contempt 0.
        List<String> mismatches = compare(shuffledPlayouts(2), withContempt,
                StockfishClassicalEvaluator::evaluateInternal, 7, 1);
        assertThat(mismatches).as("long-lived vs new instance, contempt 21 for Black").isEmpty();
    }

    /**
     * The shelter cache keeps two king placements per colour and pawn structure: a king that steps
     * back and forth over the same pawns, with and without castling rights, must read each
     * placement's own shelter, never another's.
     */
    @Test
    void stockfishKingWanderingOverTheSamePawnsAgreesWithNewOnes() {
        // Black's back rank and the castling rights: its king on e8 (with each set of Black's
        // rights), d8, f8 or g8, in a level position (a lopsided one would take the lazy exit
        // before the shelter is read).
        String[][] placements = {
            {"r3k2r", "KQ"}, {"r3k2r", "KQk"}, {"r3k2r", "KQq"}, {"r3k2r", "KQkq"},
            {"r2k3r", "KQ"}, {"r4k1r", "KQ"}, {"r5kr", "KQ"},
        };
        Random random = new Random(6);
        StockfishClassicalEvaluator longLived = new StockfishClassicalEvaluator();
        List<String> mismatches = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            String[] placement = placements[random.nextInt(placements.length)];
            Position position = Position.fromFen(placement[0]
                    + "/pp1bqppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R2QK2R w " + placement[1] + " - 0 1");
            int reused = longLived.evaluateInternal(position);
            int fresh = new StockfishClassicalEvaluator().evaluateInternal(position);
            if (reused != fresh) {
                mismatches.add(position.toFen() + ": long-lived " + reused + ", new " + fresh);
            }
        }
        assertThat(mismatches).isEmpty();
    }

    @Test
    void sayuriLongLivedInstanceAgreesWithNewOnes() {
        // A new Sayuri instance builds its 33 weight tables (about 2 ms), so only every 5th position is checked.
        assertThat(compare(shuffledPlayouts(3), SayuriEvaluator::new, SayuriEvaluator::evaluate, 7, 5)).isEmpty();
        SayuriOptions release = SayuriOptions.release();
        assertThat(compare(shuffledPlayouts(4), () -> new SayuriEvaluator(release), SayuriEvaluator::evaluate, 0, 5))
                .isEmpty();
    }

    @Test
    void materialLongLivedInstanceAgreesWithNewOnes() {
        assertThat(compare(shuffledPlayouts(5), MaterialEvaluator::new, MaterialEvaluator::evaluate, 7, 1)).isEmpty();
    }

    /**
     * Warms one instance on every position (in reverse order), then evaluates every position again
     * with it and checks every {@code checkEvery}-th value against a new instance; {@code traceEvery}
     * above 0 also makes the long-lived instance print a trace of the previous position every so
     * many positions. The mismatches, described.
     */
    private static <E extends ChessEvaluator> List<String> compare(List<Position> positions, Supplier<E> create,
            ToIntBiFunction<E, Position> value, int traceEvery, int checkEvery) {
        E longLived = create.get();
        for (int i = positions.size() - 1; i >= 0; i--) {
            value.applyAsInt(longLived, positions.get(i));
        }
        List<String> mismatches = new ArrayList<>();
        for (int i = 0; i < positions.size(); i++) {
            Position pos = positions.get(i);
            if (traceEvery > 0 && i > 0 && i % traceEvery == 0) {
                assertThat(longLived.trace(positions.get(i - 1))).isNotEmpty();
            }
            int reused = value.applyAsInt(longLived, pos);
            if (i % checkEvery != 0) {
                continue;
            }
            int fresh = value.applyAsInt(create.get(), pos);
            if (reused != fresh) {
                mismatches.add(pos.toFen() + ": long-lived " + reused + ", new " + fresh);
            }
        }
        assertThat(positions).hasSizeGreaterThan(1500);
        return mismatches;
    }
}
