package io.github.tansaku.shogi.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Clock;
import io.github.tansaku.search.mate.MateResult;
import io.github.tansaku.shogi.Move;
import io.github.tansaku.shogi.MoveGenerator;
import io.github.tansaku.shogi.Moves;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.ShogiGame;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@code go mate} on published tsume problems. Tsume diagrams show no attacking king; the
 * library's SFEN needs one, so Black's king stands in a far corner (9i or 1i) where no line
 * of the solution touches it, and White holds every piece not on the board, as tsume rules say.
 *
 * <p>Real shogi rules apply, not tsume conventions: a defender may interpose pieces that tsume
 * rules call futile (無駄合), so a real-rules forced mate can be longer than the published
 * solution; the tests say where.
 */
class ShogiMateSearchTest {

    private final ShogiMateSearch search = new ShogiMateSearch(new ShogiGame(), Clock.system());

    private MateResult<Move> solve(String sfen, long millis) {
        return search.solveToResult(Position.fromSfen(sfen), millis, () -> false);
    }

    private static List<String> texts(MateResult<Move> result) {
        return result.moves().stream().map(Move::toString).toList();
    }

    /** Every attacker move checks, every defender move is legal, and the line ends in mate. */
    private static void assertForcedLine(String sfen, List<String> line) {
        Position position = Position.fromSfen(sfen);
        for (int i = 0; i < line.size(); i++) {
            int move = Moves.parseUsi(line.get(i));
            assertThat(position.isLegal(move)).as("move %d %s legal", i, line.get(i)).isTrue();
            if (i % 2 == 0) {
                assertThat(position.givesCheck(move)).as("move %d %s checks", i, line.get(i)).isTrue();
            }
            position.makeMove(move);
        }
        assertThat(position.isCheckmate()).as("the line ends in mate").isTrue();
    }

    /**
     * 1 move, 頭金 ("head gold"): a gold dropped in front of the king and protected by a pawn,
     * the first mating pattern of every tsume book (Wikipedia, "Tsume shogi", Tactics: "A gold
     * dropped directly in front of the king is 頭金 atamakin").
     */
    @Test
    void oneMoveHeadGold() {
        String sfen = "4k4/9/4P4/9/9/9/9/9/K8 b G 1";
        MateResult<Move> result = solve(sfen, 10_000);
        assertThat(result.status()).isEqualTo(MateResult.Status.MATE);
        assertThat(texts(result)).containsExactly("G*5b");
        assertThat(search.solve(Position.fromSfen(sfen), 10_000, () -> false)).isEqualTo("checkmate G*5b");
    }

    /**
     * 5 moves, posted to the shogi-l mailing list (Hitoshi Matsubara, "Re: tsume help", 13 May
     * 1993, http://www.shogi.net/shogi-l/Archive/1993/Nmay13-02.txt): Black +R1a, B2b, +P2a;
     * White K2c, G4a, G3d, P2d, P1d. Solution 1.+R1b Kx1b 2.B1a+ K2c 3.+B1b mate. After 2.B1a+
     * the king may also go to 1c, mated by +B2b: the same length, so either defence is right.
     */
    @Test
    void fiveMovesShogiL1993() {
        String sfen = "5g1+P+R/7B1/7k1/6gpp/9/9/9/9/K8 b rb2g4s4n4l15p 1";
        MateResult<Move> result = solve(sfen, 20_000);
        assertThat(result.status()).isEqualTo(MateResult.Status.MATE);
        assertThat(texts(result)).hasSize(5).startsWith("1a1b", "2c1b", "2b1a+");
        assertForcedLine(sfen, texts(result));
    }

    /** 3 moves: the same problem after 1.+R1b Kx1b, whose published rest is 2.B1a+ K2c 3.+B1b. */
    @Test
    void threeMovesFromTheSameProblem() {
        String sfen = "5g1+P1/7Bk/9/6gpp/9/9/9/9/K8 b 2rb2g4s4n4l15p 1";
        MateResult<Move> result = solve(sfen, 20_000);
        assertThat(result.status()).isEqualTo(MateResult.Status.MATE);
        assertThat(texts(result)).hasSize(3).startsWith("2b1a+");
        assertForcedLine(sfen, texts(result));
    }

    /**
     * 15 moves: Ito Sōin, Shōgi Yūryaku #3, as posted to shogi-l (Hans Geuns, "Re: Tsume
     * question", 28 April 1996, http://www.shogi.net/shogi-l/Archive/1996/Napr28-00.txt); first
     * moves 1.R5c-7c+ Kx7c 2.N*6e. Under real rules the defender can add interpositions that
     * tsume rules call futile, so the forced line is at least 15 plies.
     */
    @Test
    @Tag("slow")
    void fifteenMovesItoSoin() {
        String sfen = "9/l1g1n4/1p2R1p2/pkn1p2pS/9/PPpP1p3/3SP4/9/8K b B2G2NPrbg2s3l6p 1";
        MateResult<Move> result = solve(sfen, 120_000);
        assertThat(result.status()).isEqualTo(MateResult.Status.MATE);
        assertThat(texts(result)).startsWith("5c7c+", "8d7c", "N*6e");
        assertThat(result.moves().size()).isGreaterThanOrEqualTo(15).isOdd();
        assertForcedLine(sfen, texts(result));
    }

    /** A lone silver and a pawn cannot mate a king with the whole board to run to. */
    @Test
    void noMate() {
        assertThat(search.solve(Position.fromSfen("4k4/9/4P4/9/9/9/9/9/K8 b S 1"), 10_000, () -> false))
                .isEqualTo("checkmate nomate");
    }

    /**
     * Spec section 4, row 5: {@code P*1b} would be mate, so it is not a move; with nothing else
     * that checks, there is no mate.
     */
    @Test
    void pawnDropMateIsNotAMove() {
        Position position = Position.fromSfen("7lk/9/8S/9/9/9/9/7L1/8K b P 1");
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        ShogiGame game = new ShogiGame();
        int n = game.generateChecks(position, moves, 0);
        for (int i = 0; i < n; i++) {
            assertThat(Moves.toUsi(moves[i])).isNotEqualTo("P*1b");
        }
        int[] offset = new int[MoveGenerator.MAX_MOVES + 7];
        assertThat(game.generateChecks(position, offset, 7)).as("written from start 7").isEqualTo(7 + n);
        assertThat(search.solve(position, 10_000, () -> false)).isEqualTo("checkmate nomate");
    }

    /** A rich mid-game position (one of the published perft positions) is not decided in 200 ms. */
    @Test
    void timeoutIsHonoured() {
        Position position = Position.fromSfen(
                "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124");
        search.solve(Position.fromSfen("4k4/9/4P4/9/9/9/9/9/K8 b G 1"), 10_000, () -> false); // builds the table
        long start = System.nanoTime();
        String answer = search.solve(position, 200, () -> false);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(answer).isEqualTo("checkmate timeout");
        assertThat(millis).isLessThan(200 + 300);
    }

    @Test
    void stopEndsTheSearch() {
        Position position = Position.fromSfen(
                "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124");
        assertThat(search.solve(position, Long.MAX_VALUE, () -> true)).isEqualTo("checkmate timeout");
    }

    @Test
    void goMateThroughTheProtocol() {
        try (UsiSession usi = new UsiSession()) {
            usi.send("position sfen 5g1+P+R/7B1/7k1/6gpp/9/9/9/9/K8 b rb2g4s4n4l15p 1");
            usi.send("go mate 20000");
            assertThat(usi.await("checkmate", 25_000)).startsWith("checkmate 1a1b 2c1b 2b1a+ ");
            usi.send("position sfen 4k4/9/4P4/9/9/9/9/9/K8 b S 1");
            usi.send("go mate infinite");
            assertThat(usi.await("checkmate", 25_000)).isEqualTo("checkmate nomate");
        }
    }
}
