package io.github.tansaku.shogi;

import io.github.tansaku.search.Game;
import io.github.tansaku.search.conformance.GameConformanceKit;
import java.util.List;

/** The search-core conformance kit on shogi, from the start and the published perft positions. */
class ShogiConformanceTest extends GameConformanceKit<Position, Move> {

    @Override
    protected Game<Position, Move> game() {
        return new ShogiGame();
    }

    @Override
    protected List<Position> startPositions() {
        return List.of(
                Position.startPosition(),
                Position.fromSfen("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1"),
                Position.fromSfen("7lk/9/8S/9/9/9/9/7L1/8K b P 1"));
    }

    @Override
    protected String describe(Position position) {
        return position.toSfen() + " key " + Long.toHexString(position.key())
                + " check " + Board.checkersText(position);
    }

    @Override
    protected Position parse(String text) {
        return Sfen.parseAllowingExtraPieces(text);
    }

    @Override
    protected String perftResource() {
        return "/io/github/tansaku/shogi/perft.txt";
    }

    /** PerftTest checks the deeper counts; here the shallow ones are enough. */
    @Override
    protected long maxPerftNodes() {
        return 300_000L;
    }

    @Override
    protected int playouts() {
        return 4;
    }

    @Override
    protected int maxPlayoutPlies() {
        return 150;
    }
}
