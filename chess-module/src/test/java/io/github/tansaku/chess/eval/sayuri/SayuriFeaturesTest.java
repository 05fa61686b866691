package io.github.tansaku.chess.eval.sayuri;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.tansaku.chess.board.Color;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.eval.sayuri.SayuriOptions.CastledDetection;
import io.github.tansaku.chess.eval.sayuri.SayuriOptions.MobilityMode;
import io.github.tansaku.chess.eval.sayuri.SayuriOptions.WeightScheme;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Sayuri's weights and features one at a time. Expected numbers are Sayuri's feature
 * definitions and default weights worked by hand: an entry is {@code (int) (256 * value * w(n))}.
 */
class SayuriFeaturesTest {

    private static final SayuriOptions RELEASE_COUNT =
            new SayuriOptions(WeightScheme.RELEASE, MobilityMode.COUNT, CastledDetection.NEVER);

    @ParameterizedTest(name = "n = {0}")
    @CsvSource({
        "2, 0, 0", "13, 0, 0", "14, 0, 0", "15, 0.1, 0.0556", "16, 0.2, 0.111", "19, 0.5, 0.278",
        "23, 0.9, 0.5", "24, 1, 0.556", "26, 1, 0.667", "32, 1, 1",
    })
    void openingShareOfBothSchemesMatchesTheReferenceTable(int n, double release, double article) {
        assertThat(WeightTable.weight(1, 0, n, WeightScheme.RELEASE)).isCloseTo(release, within(0.0006));
        assertThat(WeightTable.weight(1, 0, n, WeightScheme.ARTICLE)).isCloseTo(article, within(0.0006));
    }

    @Test
    void afterE4TheTermsAreThoseOfTheWorkedBreakdown() {
        Position pos = Position.fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        int[][] release = new SayuriEvaluator(SayuriOptions.release()).features(pos);
        int[][] count = new SayuriEvaluator(RELEASE_COUNT).features(pos);
        assertThat(net(release, SayuriTerm.PST_OPENING)).isEqualTo(9728);
        assertThat(net(release, SayuriTerm.DEVELOPMENT)).isEqualTo(307);
        assertThat(net(release, SayuriTerm.CENTER)).isEqualTo(2815);
        assertThat(net(release, SayuriTerm.SWEET_CENTER)).isEqualTo(1024);
        assertThat(net(release, SayuriTerm.DEFENSE)).isEqualTo(-6091);
        assertThat(net(release, SayuriTerm.MOBILITY)).isZero();
        assertThat(net(count, SayuriTerm.MOBILITY)).isEqualTo(14925);
        assertThat(total(release)).isEqualTo(7783);
        assertThat(total(count)).isEqualTo(22708);
    }

    @Test
    void passedAndProtectedPassedPawnsInTheEnding() {
        // 4 men: ending weights. d3 is a passed pawn defended by e2; e2 is passed too.
        int[][] f = features("4k3/8/8/8/8/3P4/4P3/4K3 w - - 0 1");
        assertThat(f[Color.WHITE][SayuriTerm.PASSED_PAWN.ordinal()]).isEqualTo(2 * (int) (256 * 45.3));
        assertThat(f[Color.WHITE][SayuriTerm.PROTECTED_PASSED_PAWN.ordinal()]).isEqualTo((int) (256 * 16.0));
    }

    @Test
    void doubledPawnsCountOncePerPawn() {
        int[][] f = features("4k3/8/8/8/8/4P3/4P3/4K3 w - - 0 1");
        assertThat(f[Color.WHITE][SayuriTerm.DOUBLED_PAWN.ordinal()]).isEqualTo(2 * (int) (256 * -13.5));
        assertThat(f[Color.WHITE][SayuriTerm.ISOLATED_PAWN.ordinal()]).isEqualTo(2 * (int) (256 * -8.0));
    }

    @Test
    void rookOnAnOpenFileScoresSemiOpenAndOpen() {
        // 30 men: opening weights under either scheme's upper end (release scheme: n >= 24).
        int[][] f = features("rnbqkbnr/1ppppppp/8/8/8/8/1PPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertThat(f[Color.WHITE][SayuriTerm.ROOK_SEMI_OPEN.ordinal()]).isEqualTo((int) (256 * 16.0));
        assertThat(f[Color.WHITE][SayuriTerm.ROOK_OPEN.ordinal()]).isEqualTo((int) (256 * 8.0));
        assertThat(f[Color.BLACK][SayuriTerm.ROOK_OPEN.ordinal()]).isEqualTo((int) (256 * 8.0));
    }

    @Test
    void earlyQueenCountsTheFourMinorsAtHome() {
        int[][] f = features("rnbqkbnr/pppppppp/8/8/8/3Q4/PPPPPPPP/RNB1KBNR w KQkq - 0 1");
        assertThat(f[Color.WHITE][SayuriTerm.EARLY_QUEEN.ordinal()]).isEqualTo((int) (256.0 * 4 * -26.9));
        assertThat(f[Color.BLACK][SayuriTerm.EARLY_QUEEN.ordinal()]).isZero();
    }

    @Test
    void castledOrAbandonedDependsOnTheDetection() {
        Position castled = Position.fromFen("rnbq1rk1/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1RK1 w - - 0 1");
        int[][] never = new SayuriEvaluator(RELEASE_COUNT).features(castled);
        int[][] placement = new SayuriEvaluator(RELEASE_COUNT.withCastledDetection(CastledDetection.FROM_PLACEMENT))
                .features(castled);
        for (int c = 0; c < 2; c++) {
            assertThat(never[c][SayuriTerm.ABANDONED_CASTLING.ordinal()]).isEqualTo((int) (256 * -90.5));
            assertThat(never[c][SayuriTerm.CASTLING.ordinal()]).isZero();
            assertThat(placement[c][SayuriTerm.CASTLING.ordinal()]).isEqualTo((int) (256 * 16.0));
            assertThat(placement[c][SayuriTerm.ABANDONED_CASTLING.ordinal()]).isZero();
        }
        int[][] start = new SayuriEvaluator(RELEASE_COUNT.withCastledDetection(CastledDetection.FROM_PLACEMENT))
                .features(Position.startPosition());
        assertThat(start[Color.WHITE][SayuriTerm.CASTLING.ordinal()]).isZero();
        assertThat(start[Color.WHITE][SayuriTerm.ABANDONED_CASTLING.ordinal()]).isZero();
    }

    @Test
    void defaultsAreTheArticleSchemeWithCountedMobility() {
        SayuriOptions defaults = SayuriOptions.defaults();
        assertThat(defaults.weightScheme()).isEqualTo(WeightScheme.ARTICLE);
        assertThat(defaults.mobilityMode()).isEqualTo(MobilityMode.COUNT);
        assertThat(new SayuriEvaluator().options()).isEqualTo(defaults);
    }

    @Test
    void traceListsEveryFeatureAndEndsWithTheTotal() {
        Position pos = Position.fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        String trace = new SayuriEvaluator(SayuriOptions.release()).trace(pos);
        for (SayuriTerm term : SayuriTerm.values()) {
            assertThat(trace).contains(term.label() + " |");
        }
        // Net opening PST 9728 / 25600 = 0.38 pawns; the golden value -30 for Black is +0.30 for White.
        assertThat(trace.lines().filter(line -> line.contains("PST opening |"))).singleElement()
                .satisfies(line -> assertThat(line).endsWith("|    0.38"));
        assertThat(trace).endsWith("Total evaluation: 0.30 (white side)\n");
    }

    private static int[][] features(String fen) {
        return new SayuriEvaluator(RELEASE_COUNT).features(Position.fromFen(fen));
    }

    private static int net(int[][] f, SayuriTerm term) {
        return f[Color.WHITE][term.ordinal()] - f[Color.BLACK][term.ordinal()];
    }

    private static int total(int[][] f) {
        int sum = 0;
        for (SayuriTerm term : SayuriTerm.values()) {
            sum += net(f, term);
        }
        return sum;
    }
}
