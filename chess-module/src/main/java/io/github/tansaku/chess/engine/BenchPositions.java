package io.github.tansaku.chess.engine;

import io.github.tansaku.chess.ChessGame;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.search.engine.PositionCommand;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The positions of the engine's {@code bench} command and of the ablation table: openings (as
 * move sequences from the start position), middlegames (among them the chessprogramming wiki's
 * perft positions) and endgames (the textbook ones: Lucena, Philidor, Fine's No. 70 and the basic
 * mates). Fixed forever in content and order, because the total node count over them is the
 * engine's signature; {@link ChessEngineProfile} says how deep {@code bench} searches them. The
 * shogi engine's counterpart has the same shape and names
 * ({@code io.github.tansaku.shogi.engine.BenchPositions}).
 */
public final class BenchPositions {

    /** Each entry is the text of a {@code position} command after the word {@code position}. */
    private static final List<String> COMMANDS = List.of(
            // Openings
            "startpos",
            "startpos moves e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7",
            "startpos moves e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 a7a6",
            "startpos moves d2d4 d7d5 c2c4 e7e6 b1c3 g8f6 c1g5 f8e7",
            "startpos moves d2d4 g8f6 c2c4 g7g6 b1c3 f8g7 e2e4 d7d6 g1f3 e8g8",
            "startpos moves e2e4 e7e6 d2d4 d7d5 b1c3 f8b4",
            "startpos moves e2e4 c7c6 d2d4 d7d5 b1c3 d5e4 c3e4 c8f5",
            "startpos moves c2c4 e7e5 b1c3 g8f6 g1f3 b8c6 g2g3",
            "startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 c2c3 g8f6 d2d4",
            "startpos moves d2d4 g8f6 c2c4 e7e6 b1c3 f8b4 e2e3 e8g8",
            "startpos moves e2e4 d7d5 e4d5 d8d5 b1c3 d5a5",
            "startpos moves e2e4 e7e5 g1f3 g8f6 f3e5 d7d6 e5f3 f6e4",
            // Middlegames
            "fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "fen r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "fen rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "fen r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
            "startpos moves e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7 f1e1 b7b5 a4b3 d7d6 c2c3 e8g8"
                    + " h2h3 c6a5 b3c2 c7c5 d2d4 d8c7",
            "startpos moves d2d4 g8f6 c2c4 g7g6 b1c3 f8g7 e2e4 d7d6 g1f3 e8g8 f1e2 e7e5 e1g1 b8c6 d4d5 c6e7"
                    + " f3e1 f6d7 e1d3 f7f5",
            "startpos moves e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 a7a6 c1g5 e7e6 f2f4 d8b6 d1d2 b6b2"
                    + " a1b1 b2a3",
            "startpos moves d2d4 d7d5 c2c4 e7e6 b1c3 g8f6 c1g5 f8e7 e2e3 e8g8 g1f3 b8d7 a1c1 c7c6 f1d3 d5c4"
                    + " d3c4 f6d5",
            "startpos moves e2e4 e7e6 d2d4 d7d5 b1c3 f8b4 e4e5 c7c5 a2a3 b4c3 b2c3 g8e7 d1g4 d8c7 g4g7 h8g8"
                    + " g7h7 c5d4",
            "startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 b2b4 c5b4 c2c3 b4a5 d2d4 e5d4 e1g1 d4c3 d1b3 d8f6",
            "fen r1bq1rk1/pp3ppp/2nbpn2/3p4/2PP4/2NBPN2/PP3PPP/R1BQ1RK1 w - - 0 9",
            "fen 2rq1rk1/pp1bppbp/3p1np1/8/3NP3/1BN1BP2/PPPQ2PP/2KR3R w - - 0 13",
            "fen r2q1rk1/1b2bppp/p2ppn2/1p6/3NP3/1BN1B3/PPPQ1PPP/2KR3R w - - 0 12",
            "fen 3r2k1/pp3ppp/2p5/4P3/2P1Rb2/1P3P2/P5PP/6K1 w - - 0 28",
            // Endgames
            "fen 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "fen 8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1",
            "fen 1K1k4/1P6/8/8/8/8/r7/2R5 w - - 0 1",
            "fen 3k4/R7/8/3PK3/8/8/8/6r1 b - - 0 1",
            "fen 8/8/8/4k3/8/8/4P3/4K3 w - - 0 1",
            "fen 8/8/8/3k4/8/8/8/2Q1K3 w - - 0 1",
            "fen 8/8/8/8/8/3k4/8/R3K3 w - - 0 1",
            "fen 8/8/8/4k3/8/8/8/2B1K1N1 w - - 0 1",
            "fen 8/8/8/8/4k3/8/3r4/3QK3 w - - 0 1",
            "fen 8/5pk1/6p1/8/8/6P1/r4PK1/1R6 w - - 0 1",
            "fen 8/p7/8/8/8/8/7P/k6K w - - 0 1",
            "fen 8/4k3/4p3/3pPp2/3P1P2/2B5/5K2/6b1 w - - 0 1",
            "fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
            "fen 8/8/1p3k2/p1p5/P1P5/1P3K2/8/8 w - - 0 1");

    private BenchPositions() {
    }

    /** The positions as the words of {@code position} commands ({@code startpos ...}, {@code fen ...}). */
    public static List<String> commands() {
        return COMMANDS;
    }

    /** The positions as FEN strings, in the same order. */
    public static List<String> fens() {
        List<String> fens = new ArrayList<>(COMMANDS.size());
        for (String command : COMMANDS) {
            fens.add(toPosition(command).toFen());
        }
        return Collections.unmodifiableList(fens);
    }

    /**
     * The position of {@code command}, the words of a {@code position} command.
     *
     * @throws IllegalArgumentException if the text is malformed or a move is illegal
     */
    public static Position toPosition(String command) {
        return PositionCommand.parse(new ChessGame(), new ChessDialect(), command);
    }
}
