package io.github.tansaku.shogi.engine;

import io.github.tansaku.search.Clock;
import io.github.tansaku.search.engine.PositionCommand;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.ShogiGame;
import java.util.List;

/**
 * The positions of the engine's {@code bench} command and of the ablation table: the start
 * position, the "matsuri" move-generation position, two middle-game positions with many pieces
 * in hand, and three positions of the evaluators' test vectors (hands in the canonical order).
 * Fixed forever in content and order, because the total node count over them is the engine's
 * signature; {@link ShogiEngineProfile} says how deep {@code bench} searches them. The chess
 * engine's counterpart has the same shape and names
 * ({@code io.github.tansaku.chess.engine.BenchPositions}).
 */
public final class BenchPositions {

    /** The positions as SFEN. */
    private static final List<String> SFENS = List.of(
            Position.START_SFEN,
            "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
            "l7l/3s5/prnp2kp1/2p1Gppnp/1P7/PnPP1P3/3BP2PP/1S1G5/LN1K1G1+rL b BGSs3p 91",
            "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
            "lnsgkgsnl/1r7/p1ppp1bpp/1p3pp2/7P1/2P6/PP1PPPP1P/1B3S1R1/LNSGKG1NL b - 9",
            "1ng3sn1/l1r2g1bl/ppps1kppp/1P1ppp3/5P2P/3KP4/P1PP2PPL/L1S1GR3/BN2G1SN1 w - 40",
            "l4S2l/4g1gs1/5p1p1/pr2N1pkp/4Gn3/PP3PPPP/2GPP4/1K7/L3r+s2L w BS2N5Pb 1");

    private BenchPositions() {
    }

    /** The positions as the words of {@code position} commands ({@code sfen ...}). */
    public static List<String> commands() {
        return SFENS.stream().map(sfen -> "sfen " + sfen).toList();
    }

    /** The positions as SFEN strings, in the same order. */
    public static List<String> sfens() {
        return SFENS;
    }

    /**
     * The position of {@code command}, the words of a {@code position} command:
     * {@code startpos} or {@code sfen <sfen>}, then optionally {@code moves} and USI moves.
     *
     * @throws IllegalArgumentException if the text is malformed or a move is illegal
     */
    public static Position toPosition(String command) {
        ShogiGame game = new ShogiGame();
        return PositionCommand.parse(game, new ShogiDialect(game, Clock.system()), command);
    }
}
