package io.github.tansaku.chess.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.chess.notation.UciNotation;
import io.github.tansaku.search.IncrementalEvaluation;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The position's side of the {@link IncrementalEvaluation} contract: every make and unmake is
 * reported with the move code and the captured piece, both calls see the position after the
 * move, null moves are not reported, and copies carry copies of the states.
 */
class IncrementalEvaluationHookTest {

    /** A state that writes down every call: kind, move, captured piece, and the position's FEN then. */
    private static final class Recorder implements IncrementalEvaluation<Position> {
        final List<String> calls;

        Recorder(List<String> calls) {
            this.calls = calls;
        }

        @Override
        public void afterMake(Position position, int move, int captured) {
            calls.add("make " + MoveCode.toUci(move) + " " + captured + " " + position.toFen());
        }

        @Override
        public void beforeUnmake(Position position, int move, int captured) {
            calls.add("unmake " + MoveCode.toUci(move) + " " + captured + " " + position.toFen());
        }

        @Override
        public Recorder copy() {
            return new Recorder(new ArrayList<>());
        }
    }

    @Test
    void makeAndUnmakeReportTheMoveAndTheCapturedPieceOnThePositionAfterTheMove() {
        Position pos = Position.fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
        Recorder recorder = new Recorder(new ArrayList<>());
        pos.attach(recorder);
        int enPassant = UciNotation.parse(pos, "e5d6");
        pos.makeMove(enPassant);
        String after = pos.toFen();
        pos.unmakeMove(enPassant);
        int quiet = UciNotation.parse(pos, "e1d2");
        pos.makeMove(quiet);
        String afterQuiet = pos.toFen();
        pos.unmakeMove(quiet);
        assertThat(recorder.calls).containsExactly(
                "make e5d6 " + Piece.of(Color.BLACK, PieceType.PAWN) + " " + after,
                "unmake e5d6 " + Piece.of(Color.BLACK, PieceType.PAWN) + " " + after,
                "make e1d2 " + Piece.NONE + " " + afterQuiet,
                "unmake e1d2 " + Piece.NONE + " " + afterQuiet);
    }

    @Test
    void nullMovesAreNotReported() {
        Position pos = Position.startPosition();
        Recorder recorder = new Recorder(new ArrayList<>());
        pos.attach(recorder);
        pos.makeNullMove();
        pos.unmakeNullMove();
        assertThat(recorder.calls).isEmpty();
    }

    @Test
    void aCopyCarriesItsOwnCopiesOfTheStates() {
        Position pos = Position.startPosition();
        Recorder original = new Recorder(new ArrayList<>());
        pos.attach(original);
        Position copy = pos.copy();
        assertThat(copy.attachedCount()).isEqualTo(1);
        assertThat(copy.attached(0)).isInstanceOf(Recorder.class).isNotSameAs(original);
        copy.makeMove(UciNotation.parse(copy, "e2e4"));
        assertThat(original.calls).isEmpty();
        assertThat(((Recorder) copy.attached(0)).calls).hasSize(1);
    }

    @Test
    void copyFromReplacesTheStatesByCopiesOfTheOthers() {
        Position source = Position.startPosition();
        Recorder sourceState = new Recorder(new ArrayList<>());
        source.attach(sourceState);
        Position target = Position.fromFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        target.attach(new Recorder(new ArrayList<>()));
        target.attach(new Recorder(new ArrayList<>()));
        target.copyFrom(source);
        assertThat(target.attachedCount()).isEqualTo(1);
        assertThat(target.attached(0)).isNotSameAs(sourceState);
        target.makeMove(UciNotation.parse(target, "d2d4"));
        assertThat(sourceState.calls).isEmpty();
    }

    @Test
    void aPositionWithoutStatesHasNoneAndANullStateIsRefused() {
        Position pos = Position.startPosition();
        assertThat(pos.attachedCount()).isZero();
        assertThat(pos.copy().attachedCount()).isZero();
        assertThatThrownBy(() -> pos.attach(null)).isInstanceOf(IllegalArgumentException.class);
        assertThat(pos.attachedCount()).isZero();
    }
}
