package io.github.tansaku.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.chess.board.MoveCode;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.notation.UciNotation;
import io.github.tansaku.chess.testsupport.PerftSuite;
import io.github.tansaku.search.Outcome;
import java.lang.management.ManagementFactory;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ChessGameTest {

    private final ChessGame game = new ChessGame();

    private static Position play(String fen, String... moves) {
        Position position = Position.fromFen(fen);
        for (String move : moves) {
            position.makeMove(UciNotation.parse(position, move));
        }
        return position;
    }

    @Test
    void movesAreInternedAndPrintAsUci() {
        int code = MoveCode.promotion(52, 60, 4, false);
        assertThat(game.moveOf(code)).isSameAs(game.moveOf(code));
        assertThat(game.moveOf(code)).hasToString("e7e8q");
        assertThat(game.codeOf(game.moveOf(code))).isEqualTo(code);
        assertThatThrownBy(() -> game.moveOf(0)).isInstanceOf(IllegalArgumentException.class);
        assertThat(game.legalMoves(game.newPosition())).hasSize(20);
    }

    @Test
    void mateMovesAreTheChecksAndTheEvasionsWrittenFromStart() {
        int[] moves = new int[10 + 256];
        Position position = Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        assertThat(game.generateChecks(position, moves, 10)).isEqualTo(11);
        assertThat(game.moveOf(moves[10])).hasToString("a1a8");
        Position checked = Position.fromFen("R3k3/8/8/8/8/8/8/4K3 b - - 0 1");
        int end = game.generateEvasions(checked, moves, 10);
        Set<String> evasions = new HashSet<>();
        for (int i = 10; i < end; i++) {
            evasions.add(game.moveOf(moves[i]).toString());
        }
        assertThat(evasions).containsExactlyInAnyOrder("e8d7", "e8e7", "e8f7");
        assertThat(end).isEqualTo(13);
    }

    @Test
    void makeMoveRejectsIllegalCodesAndLeavesThePositionAlone() {
        Position position = game.newPosition();
        String fen = position.toFen();
        assertThat(game.makeMove(position, 0)).isFalse();
        assertThat(game.makeMove(position, MoveCode.of(12, 36, MoveCode.QUIET))).isFalse(); // e2e5
        assertThat(game.makeMove(position, MoveCode.of(12, 28, MoveCode.QUIET))).isFalse(); // e2e4 without its flag
        assertThat(game.makeMove(position, MoveCode.of(4, 6, MoveCode.KING_CASTLE))).isFalse();
        assertThat(position.toFen()).isEqualTo(fen);
        assertThat(game.makeMove(position, MoveCode.of(12, 28, MoveCode.DOUBLE_PUSH))).isTrue();
    }

    @Test
    void outcomes() {
        // Fifty-move rule, but a mate on the 100th half-move counts first.
        assertThat(game.outcome(Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 100 80"), 0)).isEqualTo(Outcome.DRAW);
        assertThat(game.outcome(Position.fromFen("R5k1/5ppp/8/8/8/8/8/4K3 b - - 100 80"), 0)).isEqualTo(Outcome.LOSS);
        // Insufficient material.
        assertThat(game.outcome(Position.fromFen("4k3/8/8/8/8/8/8/4KN2 w - - 0 1"), 0)).isEqualTo(Outcome.DRAW);
        // A position repeated once: a draw inside the search, not before the root.
        Position twice = play(Position.START_FEN, "g1f3", "g8f6", "f3g1", "f6g8");
        assertThat(game.outcome(twice, 0)).isEqualTo(Outcome.ONGOING);
        assertThat(game.outcome(twice, 4)).isEqualTo(Outcome.ONGOING);
        assertThat(game.outcome(twice, 5)).isEqualTo(Outcome.DRAW);
        // Three times: a draw wherever the search started.
        Position thrice = play(Position.START_FEN, "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8");
        assertThat(game.outcome(thrice, 0)).isEqualTo(Outcome.DRAW);
        assertThat(game.outcome(game.newPosition(), 0)).isEqualTo(Outcome.ONGOING);
        assertThat(game.outcomeWithoutMoves(play(Position.START_FEN, "f2f3", "e7e5", "g2g4", "d8h4"))).isEqualTo(Outcome.LOSS);
        assertThat(game.outcomeWithoutMoves(Position.fromFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"))).isEqualTo(Outcome.DRAW);
    }

    @Test
    void theStructureKeyIsThePawnsAndTheSideToMove() {
        long start = game.structureKey(Position.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
        // Pieces, rights, en passant and clocks are no part of the structure.
        assertThat(game.structureKey(Position.fromFen("4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 7 30")))
                .isEqualTo(start);
        // The side to move is.
        assertThat(game.structureKey(Position.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1")))
                .isNotEqualTo(start);
        // One pawn elsewhere, or of the other colour, is another structure.
        assertThat(game.structureKey(Position.fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1")))
                .isNotEqualTo(start);
        assertThat(game.structureKey(Position.fromFen("4k3/8/8/8/8/8/P7/4K3 w - - 0 1")))
                .isNotEqualTo(game.structureKey(Position.fromFen("4k3/8/8/8/8/8/p7/4K3 w - - 0 1")));
    }

    @Test
    void theOtherStructureKindsAreEachSidesPiecesAndTheMinorPiecesWithTheKings() {
        assertThat(game.structureKinds()).isEqualTo(4);
        String start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        // 1. Nf3: White's pieces and the minor pieces change; Black's pieces and the pawns do not
        // (with the side to move put back).
        String knightOut = "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 1";
        assertThat(key(knightOut, ChessGame.PAWN_STRUCTURE)).isEqualTo(key(start, ChessGame.PAWN_STRUCTURE));
        assertThat(key(knightOut, ChessGame.BLACK_PIECES)).isEqualTo(key(start, ChessGame.BLACK_PIECES));
        assertThat(key(knightOut, ChessGame.WHITE_PIECES)).isNotEqualTo(key(start, ChessGame.WHITE_PIECES));
        assertThat(key(knightOut, ChessGame.MINOR_PIECES_AND_KINGS))
                .isNotEqualTo(key(start, ChessGame.MINOR_PIECES_AND_KINGS));
        // A rook move changes White's pieces but not the minor pieces; pawns are in no piece kind.
        String rookOut = "rnbqkbnr/pppppppp/8/8/8/7R/PPPPPPP1/RNBQKBN1 w Qkq - 0 1";
        assertThat(key(rookOut, ChessGame.WHITE_PIECES)).isNotEqualTo(key(start, ChessGame.WHITE_PIECES));
        assertThat(key(rookOut, ChessGame.MINOR_PIECES_AND_KINGS)).isEqualTo(key(start, ChessGame.MINOR_PIECES_AND_KINGS));
        assertThat(key("rnbqkbnr/8/8/8/8/8/8/RNBQKBNR w KQkq - 0 1", ChessGame.WHITE_PIECES))
                .isEqualTo(key(start, ChessGame.WHITE_PIECES));
        // A knight and a bishop on each other's squares are other pieces.
        assertThat(key("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RBNQKBNR w KQkq - 0 1", ChessGame.WHITE_PIECES))
                .isNotEqualTo(key(start, ChessGame.WHITE_PIECES));
        // Every kind includes the side to move.
        String blackToMove = start.replace(" w ", " b ");
        for (int kind = 0; kind < 4; kind++) {
            assertThat(key(blackToMove, kind)).as("kind " + kind).isNotEqualTo(key(start, kind));
        }
        assertThat(key(start, ChessGame.PAWN_STRUCTURE)).isEqualTo(game.structureKey(Position.fromFen(start)));
        assertThatThrownBy(() -> game.structureKey(Position.fromFen(start), 4)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    private long key(String fen, int kind) {
        return game.structureKey(Position.fromFen(fen), kind);
    }

    @Test
    void nullMoveGuard() {
        assertThat(game.nullMoveAllowed(game.newPosition())).isTrue();
        assertThat(game.nullMoveAllowed(Position.fromFen("4k3/pppp4/8/8/8/8/PPPP4/4K3 w - - 0 1"))).isFalse();
        assertThat(game.nullMoveAllowed(Position.fromFen("4k3/8/8/8/8/8/8/3QK2r w - - 0 1"))).isFalse(); // in check
    }

    @Test
    void givesCheckSeesDiscoveredChecksCastlingAndEnPassant() {
        // Castling gives check with the rook.
        Position castle = Position.fromFen("5k2/8/8/8/8/8/8/4K2R w K - 0 1");
        assertThat(game.givesCheck(castle, MoveCode.of(4, 6, MoveCode.KING_CASTLE))).isTrue();
        // En passant uncovers the rook on the rank.
        Position ep = Position.fromFen("8/8/8/R2pP2k/8/8/8/K7 w - d6 0 1");
        assertThat(game.givesCheck(ep, MoveCode.of(36, 43, MoveCode.EN_PASSANT))).isTrue();
        // Underpromotion to a knight that checks.
        Position promo = Position.fromFen("8/4P3/8/3k4/8/8/8/K7 w - - 0 1");
        assertThat(game.givesCheck(promo, MoveCode.promotion(52, 60, 1, false))).isFalse();
        assertThat(game.givesCheck(Position.fromFen("8/4P3/3k4/8/8/8/8/K7 w - - 0 1"), MoveCode.promotion(52, 60, 1, false))).isTrue();
    }

    /**
     * {@code givesCheck} of every legal move equals the check seen after making it, in seeded
     * random games from the perft suite's positions; asked first for all moves, then again for
     * each after the move before it was made and unmade, when the answer must be the same; and
     * the other side's moves after a null move (the turn passes, no piece moves). The games go
     * on by one random move, now and then by two.
     */
    @Test
    void givesCheckIsTheCheckAfterTheMove() {
        SplittableRandom random = new SplittableRandom(6);
        int[] moves = new int[game.maxMoves()];
        int checks = 0;
        for (PerftSuite.Entry entry : PerftSuite.load()) {
            Position position = Position.fromFen(entry.fen());
            for (int ply = 0; ply < 40; ply++) {
                int n = game.generateMoves(position, moves, 0);
                if (n == 0) {
                    break;
                }
                boolean[] predicted = new boolean[n];
                for (int i = 0; i < n; i++) {
                    predicted[i] = game.givesCheck(position, moves[i]);
                }
                for (int i = 0; i < n; i++) {
                    String move = MoveCode.toUci(moves[i]);
                    assertThat(game.givesCheck(position, moves[i])).as("%s %s", position, move).isEqualTo(predicted[i]);
                    position.makeMove(moves[i]);
                    assertThat(position.inCheck()).as("%s after %s", position, move).isEqualTo(predicted[i]);
                    position.unmakeMove(moves[i]);
                    checks += predicted[i] ? 1 : 0;
                }
                if (!position.inCheck()) {
                    // The other side's checks after a null move: the turn passed, no piece moved.
                    position.makeNullMove();
                    checks += assertGivesCheckIsTheCheckAfter(position);
                    position.unmakeNullMove();
                }
                position.makeMove(moves[random.nextInt(n)]);
                // Now and then a reply too, with nothing asked between: the same side is to move
                // again, and what the position kept two plies ago no longer holds.
                int replies = ply % 3 == 0 ? game.generateMoves(position, moves, 0) : 0;
                if (replies > 0) {
                    position.makeMove(moves[random.nextInt(replies)]);
                }
            }
        }
        assertThat(checks).isGreaterThan(1000);
    }

    /** Asserts givesCheck of every legal move of {@code position} against the check after it; returns how many check. */
    private int assertGivesCheckIsTheCheckAfter(Position position) {
        int[] moves = new int[game.maxMoves()];
        int n = game.generateMoves(position, moves, 0);
        int checks = 0;
        for (int i = 0; i < n; i++) {
            boolean predicted = game.givesCheck(position, moves[i]);
            position.makeMove(moves[i]);
            assertThat(position.inCheck()).as("%s after %s", position, MoveCode.toUci(moves[i])).isEqualTo(predicted);
            position.unmakeMove(moves[i]);
            checks += predicted ? 1 : 0;
        }
        return checks;
    }

    /**
     * The quiet checks are the legal quiet moves after which the opponent is in check, found
     * here by making every legal move (not through givesCheck), in the perft suite's positions
     * and along seeded random games; none while in check.
     */
    @Test
    void quietChecksAreTheQuietMovesThatLeaveTheOpponentInCheck() {
        SplittableRandom random = new SplittableRandom(5);
        int[] moves = new int[game.maxMoves()];
        int positions = 0;
        int checksSeen = 0;
        for (PerftSuite.Entry entry : PerftSuite.load()) {
            Position position = Position.fromFen(entry.fen());
            for (int ply = 0; ply < 40; ply++) {
                Set<Integer> expected = new HashSet<>();
                int n = game.generateMoves(position, moves, 0);
                if (n == 0) {
                    break;
                }
                for (int i = 0; i < n; i++) {
                    if (!game.isNoisy(position, moves[i]) && !position.inCheck()) {
                        position.makeMove(moves[i]);
                        if (position.inCheck()) {
                            expected.add(moves[i]);
                        }
                        position.unmakeMove(moves[i]);
                    }
                }
                int start = game.generateNoisyMoves(position, moves, 0);
                int count = game.generateQuietChecks(position, moves, start);
                Set<Integer> actual = new HashSet<>();
                for (int i = start; i < start + count; i++) {
                    actual.add(moves[i]);
                }
                assertThat(actual).as("%s", position).hasSize(count).isEqualTo(expected);
                positions++;
                checksSeen += count;
                n = game.generateMoves(position, moves, 0);
                position.makeMove(moves[random.nextInt(n)]);
            }
        }
        assertThat(positions).isGreaterThan(1000);
        assertThat(checksSeen).isGreaterThan(1000);
    }

    @Test
    void materialGainAndIndexes() {
        Position position = Position.fromFen("4k3/1P6/8/3p4/4P3/8/8/4K3 w - - 0 1");
        assertThat(game.materialGain(position, UciNotation.parse(position, "e4d5"))).isEqualTo(100);
        assertThat(game.materialGain(position, UciNotation.parse(position, "b7b8q"))).isEqualTo(800);
        assertThat(game.materialGain(position, UciNotation.parse(position, "e1d1"))).isZero();
        assertThat(game.moveIndexCount()).isEqualTo(2 * 4096);
        // White's e4-d5 and the same squares for Black are different history entries.
        Position black = Position.fromFen("4k3/1P6/8/3p4/4P3/8/8/4K3 b - - 0 1");
        int move = UciNotation.parse(position, "e4d5");
        assertThat(game.moveIndex(position, move)).isNotEqualTo(game.moveIndex(black, move));
        assertThat(game.moveIndex(black, move)).isBetween(0, game.moveIndexCount() - 1);
        assertThat(game.isNoisy(position, UciNotation.parse(position, "b7b8n"))).isTrue();
        assertThat(game.isNoisy(position, UciNotation.parse(position, "e4e5"))).isFalse();
    }

    /**
     * The capture key tells the moving piece, its destination and what it takes: the same queen
     * capture of a pawn and of a rook differ, en passant takes a pawn as a pawn capture on the
     * same square does, and a promotion that takes nothing has a key of its own.
     */
    @Test
    void captureIndexesTellWhatIsTaken() {
        Position pawnOnD7 = Position.fromFen("4k3/3p4/8/8/8/8/8/3QK3 w - - 0 1");
        Position rookOnD7 = Position.fromFen("4k3/3r4/8/8/8/8/8/3QK3 w - - 0 1");
        int queenTakesPawn = game.captureIndex(pawnOnD7, UciNotation.parse(pawnOnD7, "d1d7"));
        int queenTakesRook = game.captureIndex(rookOnD7, UciNotation.parse(rookOnD7, "d1d7"));
        assertThat(queenTakesPawn).isNotEqualTo(queenTakesRook);
        assertThat(queenTakesPawn / 7).as("the same moved piece and destination")
                .isEqualTo(game.movedPieceIndex(pawnOnD7, UciNotation.parse(pawnOnD7, "d1d7")));

        Position enPassant = Position.fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
        Position pawnOnD6 = Position.fromFen("4k3/8/3p4/4P3/8/8/8/4K3 w - - 0 1");
        assertThat(game.captureIndex(enPassant, UciNotation.parse(enPassant, "e5d6")))
                .isEqualTo(game.captureIndex(pawnOnD6, UciNotation.parse(pawnOnD6, "e5d6")));

        Position promotions = Position.fromFen("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        int pushQueen = game.captureIndex(promotions, UciNotation.parse(promotions, "a7a8q"));
        int takeRook = game.captureIndex(promotions, UciNotation.parse(promotions, "a7b8q"));
        assertThat(pushQueen).isNotEqualTo(takeRook);
        for (int key : new int[] {queenTakesPawn, queenTakesRook, pushQueen, takeRook}) {
            assertThat(key).isBetween(0, game.captureIndexCount() - 1);
        }
    }

    /** A search-like walk through the SPI methods allocates nothing once warm. */
    @Test
    void theSpiHotPathAllocatesNothing() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        Position position = Position.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        int[] moves = new int[4 * game.maxMoves()];
        for (int i = 0; i < 5; i++) {
            walk(position, 3, 0, moves);
        }
        long thread = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(thread);
        long nodes = walk(position, 3, 0, moves);
        long allocated = threads.getThreadAllocatedBytes(thread) - before;
        assertThat(nodes).isPositive();
        assertThat(allocated).as("bytes allocated in %d nodes", nodes).isLessThan(1_000L);
    }

    private long walk(Position position, int depth, int ply, int[] moves) {
        game.outcome(position, ply);
        game.hash(position);
        game.inCheck(position);
        if (depth == 0) {
            game.countLegalMoves(position);
            int noisy = game.generateNoisyMoves(position, moves, ply * game.maxMoves());
            for (int i = 0; i < noisy; i++) {
                game.see(position, moves[ply * game.maxMoves() + i]);
                game.materialGain(position, moves[ply * game.maxMoves() + i]);
            }
            // Quiescence search's first ply asks for the quiet checks after the noisy moves.
            game.generateQuietChecks(position, moves, ply * game.maxMoves() + noisy);
            return 1;
        }
        int start = ply * game.maxMoves();
        int n = game.generateMoves(position, moves, start);
        long nodes = 0;
        for (int i = start; i < start + n; i++) {
            int move = moves[i];
            game.isNoisy(position, move);
            game.seeAtLeast(position, move, 0);
            game.givesCheck(position, move);
            game.moveIndex(position, move);
            if (game.makeMove(position, move)) {
                nodes += walk(position, depth - 1, ply + 1, moves);
                game.unmakeMove(position, move);
            }
        }
        if (ply == 1 && game.nullMoveAllowed(position)) {
            game.makeNullMove(position);
            game.unmakeNullMove(position);
        }
        return nodes;
    }

    @Test
    void findMateInOneFindsTheMateAndNothingElse() {
        // Scholar's mate: 1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6?? and Qxf7 mates.
        Position scholar = Position.fromFen("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
        assertThat(UciNotation.format(game.findMateInOne(scholar))).isEqualTo("h5f7");
        assertThat(scholar.toFen()).isEqualTo("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
        // Back-rank mate by the rook, and the same with the escape square open: no mate.
        assertThat(UciNotation.format(game.findMateInOne(Position.fromFen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"))))
                .isEqualTo("a1a8");
        assertThat(game.findMateInOne(Position.fromFen("6k1/5pp1/7p/8/8/8/8/R5K1 w - - 0 1"))).isZero();
    }

    /** The game ply follows the FEN's full-move number and side to move, and the moves made. */
    @Test
    void gamePlyCountsPliesFromTheGamesStart() {
        Position start = Position.startPosition();
        assertThat(game.gamePly(start)).isZero();
        assertThat(game.makeMove(start, UciNotation.parse(start, "e2e4"))).isTrue();
        assertThat(game.gamePly(start)).isEqualTo(1);
        assertThat(game.makeMove(start, UciNotation.parse(start, "e7e5"))).isTrue();
        assertThat(game.gamePly(start)).isEqualTo(2);
        assertThat(game.gamePly(Position.fromFen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 30"))).isEqualTo(58);
        assertThat(game.gamePly(Position.fromFen("6k1/5ppp/8/8/8/8/8/R5K1 b - - 0 30"))).isEqualTo(59);
    }
}
