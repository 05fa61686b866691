package io.github.tansaku.shogi.engine;

import io.github.tansaku.search.mate.MateMoves;
import io.github.tansaku.shogi.MoveGenerator;
import io.github.tansaku.shogi.Position;

/**
 * Shogi's moves for the mate solver. Checks are the legal moves that give check, found by
 * generating every legal move and keeping those for which {@link Position#givesCheck} holds
 * (no faster generator exists yet); drops are included, and a pawn drop that would mate is not
 * among them because the move generator never writes one (打ち歩詰め). Evasions are simply the
 * legal moves of a side in check. Stateless; allocates nothing.
 */
public final class ShogiMateMoves implements MateMoves<Position> {

    @Override
    public int generateChecks(Position position, int[] moves, int start) {
        int end = MoveGenerator.generateLegal(position, moves, start);
        int kept = start;
        for (int i = start; i < end; i++) {
            if (position.givesCheck(moves[i])) {
                moves[kept++] = moves[i];
            }
        }
        return kept;
    }

    @Override
    public int generateEvasions(Position position, int[] moves, int start) {
        return MoveGenerator.generateLegal(position, moves, start);
    }
}
