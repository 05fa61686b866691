package io.github.tansaku.shogi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The occupancy-indexed slider tables against a plain square-by-square walk. */
class AttacksTest {

    @Test
    void lineIndexGathersEveryInnerSquareExactly() {
        for (int line = 0; line < 4; line++) {
            for (int sq = 0; sq < Square.COUNT; sq++) {
                int[] squares = Attacks.lineSquares(line, sq);
                int inner = squares.length - 2;
                for (int subset = 0; subset < 1 << Math.max(0, inner); subset++) {
                    long lo = 0;
                    long hi = 0;
                    int expected = 0;
                    for (int k = 0; k < inner; k++) {
                        if ((subset >>> k & 1) != 0) {
                            int s = squares[k + 1];
                            lo |= Bitboards.bitLo(s);
                            hi |= Bitboards.bitHi(s);
                            int place = line == Attacks.FILE_LINE ? Square.rank(s) - 1 : Square.file(s) - 1;
                            expected |= 1 << (place - 1);
                        }
                    }
                    // Squares off the line must not disturb the index.
                    long noiseLo = ~lo & Bitboards.ALL_LO & 0x5555_5555_5555_5555L;
                    long noiseHi = ~hi & Bitboards.ALL_HI & 0x2AAAAL;
                    for (int s : squares) {
                        noiseLo &= ~Bitboards.bitLo(s);
                        noiseHi &= ~Bitboards.bitHi(s);
                    }
                    assertThat(Attacks.lineIndex(line, sq, lo | noiseLo, hi | noiseHi))
                            .as("line %d square %d subset %d", line, sq, subset).isEqualTo(expected);
                }
            }
        }
    }

    @Test
    void sliderAttacksMatchAWalkOnRandomBoards() {
        SplittableRandom random = new SplittableRandom(7);
        int[][] rook = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
        int[][] bishop = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
        for (int trial = 0; trial < 2000; trial++) {
            long occLo = random.nextLong() & random.nextLong() & Bitboards.ALL_LO;
            long occHi = random.nextLong() & random.nextLong() & Bitboards.ALL_HI;
            int sq = random.nextInt(Square.COUNT);
            for (int side = 0; side < 2; side++) {
                check(Piece.of(side, Piece.ROOK), sq, occLo, occHi, rook, false);
                check(Piece.of(side, Piece.BISHOP), sq, occLo, occHi, bishop, false);
                check(Piece.of(side, Piece.DRAGON), sq, occLo, occHi, rook, true);
                check(Piece.of(side, Piece.HORSE), sq, occLo, occHi, bishop, true);
                check(Piece.of(side, Piece.LANCE), sq, occLo, occHi,
                        new int[][] {{0, side == Side.BLACK ? -1 : 1}}, false);
            }
        }
    }

    @Test
    void stepAttacksFollowTheSpecTable() {
        int sq = Square.of(5, 5);
        // Black gold on 5e: 5d, 4d, 6d, 4e, 6e, 5f.
        assertSquares(Piece.of(Side.BLACK, Piece.GOLD), sq, "5d", "4d", "6d", "4e", "6e", "5f");
        // White gold moves towards rank 9.
        assertSquares(Piece.of(Side.WHITE, Piece.GOLD), sq, "5f", "4f", "6f", "4e", "6e", "5d");
        assertSquares(Piece.of(Side.BLACK, Piece.SILVER), sq, "5d", "4d", "6d", "4f", "6f");
        assertSquares(Piece.of(Side.BLACK, Piece.KNIGHT), sq, "4c", "6c");
        assertSquares(Piece.of(Side.WHITE, Piece.KNIGHT), sq, "4g", "6g");
        assertSquares(Piece.of(Side.BLACK, Piece.PAWN), sq, "5d");
        assertSquares(Piece.of(Side.BLACK, Piece.PRO_PAWN), sq, "5d", "4d", "6d", "4e", "6e", "5f");
        assertSquares(Piece.of(Side.BLACK, Piece.KNIGHT), Square.of(1, 9), "2g");
    }

    private static void assertSquares(int piece, int sq, String... expected) {
        long lo = Attacks.attacksLo(piece, sq, 0, 0);
        long hi = Attacks.attacksHi(piece, sq, 0, 0);
        assertThat(Bitboards.count(lo, hi)).isEqualTo(expected.length);
        for (String s : expected) {
            assertThat(Bitboards.contains(lo, hi, Square.parseUsi(s))).as(s).isTrue();
        }
    }

    private static void check(int piece, int sq, long occLo, long occHi, int[][] dirs, boolean king) {
        long lo = 0;
        long hi = 0;
        for (int[] d : dirs) {
            int f = Square.file(sq) + d[0];
            int r = Square.rank(sq) + d[1];
            while (Square.isOnBoard(f, r)) {
                int s = Square.of(f, r);
                lo |= Bitboards.bitLo(s);
                hi |= Bitboards.bitHi(s);
                if (Bitboards.contains(occLo, occHi, s)) {
                    break;
                }
                f += d[0];
                r += d[1];
            }
        }
        if (king) {
            for (int df = -1; df <= 1; df++) {
                for (int dr = -1; dr <= 1; dr++) {
                    if ((df != 0 || dr != 0) && Square.isOnBoard(Square.file(sq) + df, Square.rank(sq) + dr)) {
                        int s = Square.of(Square.file(sq) + df, Square.rank(sq) + dr);
                        lo |= Bitboards.bitLo(s);
                        hi |= Bitboards.bitHi(s);
                    }
                }
            }
        }
        assertThat(Attacks.attacksLo(piece, sq, occLo, occHi)).isEqualTo(lo);
        assertThat(Attacks.attacksHi(piece, sq, occLo, occHi)).isEqualTo(hi);
    }

    /**
     * {@link Position#computeAttackers}, which skips the occupancy lookups of sliders that are
     * not on a line through the square, against the definition: the pieces whose attacks on
     * that occupancy contain the square. Boards from random games, with random pieces taken out
     * of the occupancy as a static exchange does.
     */
    @Test
    void attackersAreThePiecesWhoseAttacksReachTheSquare() {
        SplittableRandom random = new SplittableRandom(11);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int slidingAttackers = 0;
        for (int game = 0; game < 30; game++) {
            Position position = Position.startPosition();
            for (int ply = 0; ply < 150; ply++) {
                int count = MoveGenerator.generateLegal(position, moves, 0);
                if (count == 0) {
                    break;
                }
                position.makeMove(moves[random.nextInt(count)]);
                long occLo = position.occupiedLo() & (random.nextLong() | random.nextLong());
                long occHi = position.occupiedHi() & (random.nextLong() | random.nextLong());
                for (int sq = 0; sq < Square.COUNT; sq++) {
                    for (int side = 0; side < 2; side++) {
                        long expectedLo = 0;
                        long expectedHi = 0;
                        for (int from = 0; from < Square.COUNT; from++) {
                            int piece = position.pieceOn(from);
                            if (piece != Piece.NONE && Piece.side(piece) == side && Bitboards.contains(
                                    Attacks.attacksLo(piece, from, occLo, occHi),
                                    Attacks.attacksHi(piece, from, occLo, occHi), sq)) {
                                expectedLo |= Bitboards.bitLo(from);
                                expectedHi |= Bitboards.bitHi(from);
                                int kind = Piece.kind(piece);
                                if (kind == Piece.LANCE || kind == Piece.BISHOP || kind == Piece.ROOK
                                        || kind == Piece.HORSE || kind == Piece.DRAGON) {
                                    slidingAttackers++;
                                }
                            }
                        }
                        position.computeAttackers(side, sq, occLo, occHi);
                        assertThat(position.attackersLo()).as("%s side %d square %s", position.toSfen(), side,
                                Square.toUsi(sq)).isEqualTo(expectedLo);
                        assertThat(position.attackersHi()).isEqualTo(expectedHi);
                    }
                }
            }
        }
        assertThat(slidingAttackers).isGreaterThan(10_000);
    }
}
