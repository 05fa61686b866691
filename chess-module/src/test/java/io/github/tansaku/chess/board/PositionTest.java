package io.github.tansaku.chess.board;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.chess.bitboard.Bitboards;
import io.github.tansaku.chess.movegen.MoveGenerator;
import io.github.tansaku.chess.testsupport.PerftSuite;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PositionTest {

    /** Random playouts: every make is undone exactly, and incremental state equals recomputed. */
    @Test
    void makeUnmakeRestoresEverythingAndIncrementalStateIsRight() {
        SplittableRandom random = new SplittableRandom(42);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        for (int game = 0; game < 30; game++) {
            Position position = Position.startPosition();
            for (int ply = 0; ply < 100; ply++) {
                int n = MoveGenerator.generateLegal(position, moves, 0);
                if (n == 0) {
                    break;
                }
                String fen = position.toFen();
                long key = position.key();
                for (int i = 0; i < n; i++) {
                    position.makeMove(moves[i]);
                    if (position.key() != position.computeKey()
                            || position.checkers() != position.computeCheckersFromScratch()) {
                        throw new AssertionError("incremental key or checkers wrong after "
                                + MoveCode.toUci(moves[i]) + " from " + fen);
                    }
                    position.unmakeMove(moves[i]);
                    if (position.key() != key) {
                        throw new AssertionError("key not restored by unmaking " + MoveCode.toUci(moves[i]) + " in " + fen);
                    }
                }
                assertThat(position.toFen()).isEqualTo(fen);
                position.makeMove(moves[random.nextInt(n)]);
                assertMaterialIsConsistent(position);
                // Equal positions have equal keys however they were reached.
                assertThat(Position.fromFen(position.toFen()).key()).isEqualTo(position.key());
            }
        }
    }

    /**
     * The king blockers the position keeps between calls are those of the board it has now:
     * asked before and after every legal move is made and taken back, and around null moves,
     * along seeded random games from the perft suite's positions, against a walk of the king's
     * eight lines written here.
     */
    @Test
    void keptKingBlockersFollowEveryMoveMadeAndTakenBack() {
        SplittableRandom random = new SplittableRandom(11);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int blockersSeen = 0;
        for (PerftSuite.Entry entry : PerftSuite.load()) {
            Position position = Position.fromFen(entry.fen());
            for (int ply = 0; ply < 60; ply++) {
                int n = MoveGenerator.generateLegal(position, moves, 0);
                if (n == 0) {
                    break;
                }
                blockersSeen += assertBlockersOfTheBoard(position, "before the moves");
                for (int i = 0; i < n; i++) {
                    position.makeMove(moves[i]);
                    assertBlockersOfTheBoard(position, "after " + MoveCode.toUci(moves[i]));
                    position.unmakeMove(moves[i]);
                    assertBlockersOfTheBoard(position, "after taking back " + MoveCode.toUci(moves[i]));
                }
                if (!position.inCheck()) {
                    position.makeNullMove();
                    assertBlockersOfTheBoard(position, "after a null move");
                    position.unmakeNullMove();
                }
                position.makeMove(moves[random.nextInt(n)]);
            }
        }
        assertThat(blockersSeen).isGreaterThan(100);
    }

    /** Asserts both colours' kept king blockers against {@link #blockersByWalking}; returns how many there are. */
    private static int assertBlockersOfTheBoard(Position position, String when) {
        int count = 0;
        for (int color = 0; color < 2; color++) {
            long expected = blockersByWalking(position, color);
            assertThat(position.kingBlockers(color)).as("%s %s, colour %d", position.toFen(), when, color)
                    .isEqualTo(expected);
            count += Long.bitCount(expected);
        }
        return count;
    }

    /**
     * The men standing alone between {@code color}'s king and an enemy slider that moves along
     * that line, found by walking the eight lines from the king square by square.
     */
    private static long blockersByWalking(Position position, int color) {
        int king = position.kingSquare(color);
        int[][] directions = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
        long blockers = 0;
        for (int[] d : directions) {
            boolean straight = d[0] == 0 || d[1] == 0;
            int first = -1;
            for (int file = (king & 7) + d[0], rank = (king >> 3) + d[1]; file >= 0 && file < 8 && rank >= 0 && rank < 8;
                    file += d[0], rank += d[1]) {
                int piece = position.pieceAt(rank * 8 + file);
                if (piece == Piece.NONE) {
                    continue;
                }
                if (first < 0) {
                    first = rank * 8 + file;
                    continue;
                }
                int type = Piece.type(piece);
                boolean slides = type == PieceType.QUEEN || type == (straight ? PieceType.ROOK : PieceType.BISHOP);
                if (Piece.color(piece) != color && slides) {
                    blockers |= 1L << first;
                }
                break;
            }
        }
        return blockers;
    }

    private static void assertMaterialIsConsistent(Position position) {
        long materialKey = 0;
        for (int piece = 0; piece < Piece.COUNT; piece++) {
            long count = Long.bitCount(position.pieces(Piece.color(piece), Piece.type(piece)));
            materialKey |= count << (Position.MATERIAL_KEY_BITS * piece);
        }
        assertThat(position.materialKey()).isEqualTo(materialKey);
        for (int color = 0; color < 2; color++) {
            int material = 0;
            for (int type = PieceType.PAWN; type < PieceType.KING; type++) {
                int count = Long.bitCount(position.pieces(color, type));
                assertThat(position.pieceCount(Piece.of(color, type))).isEqualTo(count);
                material += count * PieceType.value(type);
            }
            assertThat(position.material(color)).isEqualTo(material);
        }
    }

    @Test
    void enPassantSquareOnlyWhenACaptureIsLegal() {
        Position position = Position.startPosition();
        position.makeMove(MoveCode.of(Square.parse("e2"), Square.parse("e4"), MoveCode.DOUBLE_PUSH));
        // No black pawn can take on e3, so no en passant square: the FEN Stockfish prints.
        assertThat(position.toFen()).isEqualTo("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        Position withCapture = Position.fromFen("rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        withCapture.makeMove(MoveCode.of(Square.parse("e2"), Square.parse("e4"), MoveCode.DOUBLE_PUSH));
        assertThat(withCapture.enPassantSquare()).isEqualTo(Square.parse("e3"));
        assertThat(withCapture.key()).isEqualTo(withCapture.computeKey());
    }

    @Test
    void nullMoveFlipsTheSideAndIsUndone() {
        Position position = Position.fromFen("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 2");
        long key = position.key();
        String fen = position.toFen();
        position.makeNullMove();
        assertThat(position.sideToMove()).isEqualTo(Color.WHITE);
        assertThat(position.enPassantSquare()).isEqualTo(Square.NONE);
        assertThat(position.key()).isEqualTo(position.computeKey()).isNotEqualTo(key);
        assertThat(position.repetitionWindow()).isZero();
        position.unmakeNullMove();
        assertThat(position.toFen()).isEqualTo(fen);
        assertThat(position.key()).isEqualTo(key);
    }

    @Test
    void historyGrowsBeyondTheInitialCapacity() {
        Position position = Position.startPosition();
        int[] knightDance = {
            MoveCode.of(6, 21, 0), MoveCode.of(62, 45, 0), MoveCode.of(21, 6, 0), MoveCode.of(45, 62, 0)};
        for (int i = 0; i < 3 * Position.INITIAL_CAPACITY; i++) {
            position.makeMove(knightDance[i % 4]);
        }
        assertThat(position.ply()).isEqualTo(3 * Position.INITIAL_CAPACITY);
        assertThat(position.historyKey(4)).isEqualTo(position.key());
        Position copy = position.copy();
        assertThat(copy.historyKey(3 * Position.INITIAL_CAPACITY)).isEqualTo(Position.startPosition().key());
    }

    @Test
    void accessors() {
        Position position = Position.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 3 17");
        assertThat(position.kingSquare(Color.WHITE)).isEqualTo(4);
        assertThat(position.kingSquare(Color.BLACK)).isEqualTo(60);
        assertThat(position.pieceAt(Square.parse("f3"))).isEqualTo(Piece.of(Color.WHITE, PieceType.QUEEN));
        assertThat(position.halfmoveClock()).isEqualTo(3);
        assertThat(position.fullmoveNumber()).isEqualTo(17);
        assertThat(position.castlingRights()).isEqualTo(CastlingRights.ALL);
        assertThat(Long.bitCount(position.occupied())).isEqualTo(32);
        assertThat(position.inCheck()).isFalse();
    }

    /**
     * The king's blockers against a definition that shares no code with them: a piece is a
     * blocker exactly when taking it off the board lets an enemy slider attack the king that did
     * not before. Checked in every position of seeded random games from the perft suite's
     * positions and in every position one move on from them.
     */
    @Test
    void kingBlockersAreThePiecesWhoseRemovalUncoversASlider() {
        SplittableRandom random = new SplittableRandom(43);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int blockersSeen = 0;
        for (PerftSuite.Entry entry : PerftSuite.load()) {
            Position position = Position.fromFen(entry.fen());
            for (int ply = 0; ply < 30; ply++) {
                assertKingBlockersMatch(position);
                int n = MoveGenerator.generateLegal(position, moves, 0);
                if (n == 0) {
                    break;
                }
                for (int i = 0; i < n; i++) {
                    position.makeMove(moves[i]);
                    assertKingBlockersMatch(position);
                    position.unmakeMove(moves[i]);
                }
                blockersSeen += Long.bitCount(position.kingBlockers(Color.WHITE) | position.kingBlockers(Color.BLACK));
                position.makeMove(moves[random.nextInt(n)]);
            }
        }
        assertThat(blockersSeen).isGreaterThan(100);
    }

    private static void assertKingBlockersMatch(Position position) {
        long occupied = position.occupied();
        for (int color = 0; color < 2; color++) {
            int king = position.kingSquare(color);
            long enemySliders = position.pieces(color ^ 1)
                    & (position.piecesOfType(PieceType.BISHOP) | position.piecesOfType(PieceType.ROOK)
                            | position.piecesOfType(PieceType.QUEEN));
            long attackersNow = position.attackersTo(king, occupied) & enemySliders;
            long expected = 0;
            for (long pieces = occupied & ~Bitboards.bit(king); pieces != 0; pieces &= pieces - 1) {
                long square = pieces & -pieces;
                long revealed = position.attackersTo(king, occupied ^ square) & enemySliders & ~square;
                if ((revealed & ~attackersNow) != 0) {
                    expected |= square;
                }
            }
            assertThat(position.kingBlockers(color)).as("%s: blockers of %s's king", position.toFen(), color)
                    .isEqualTo(expected);
        }
    }
}
