package io.github.tansaku.chess;

import io.github.tansaku.chess.board.Position;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.conformance.GameConformanceKit;
import java.util.List;

/** The search-core conformance kit run on chess, with the perft suite as its data file. */
class ChessConformanceTest extends GameConformanceKit<Position, Move> {

    @Override
    protected Game<Position, Move> game() {
        return new ChessGame();
    }

    @Override
    protected List<Position> startPositions() {
        return List.of(Position.startPosition(),
                Position.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
                Position.fromFen("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
                Position.fromFen("n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1"));
    }

    @Override
    protected String describe(Position position) {
        return position.toFen();
    }

    @Override
    protected Position parse(String text) {
        return Position.fromFen(text);
    }

    @Override
    protected String perftResource() {
        return "/perftsuite.epd";
    }

    @Override
    protected long maxPerftNodes() {
        return 5_000L;
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
