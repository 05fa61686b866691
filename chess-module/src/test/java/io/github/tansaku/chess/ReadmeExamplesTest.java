package io.github.tansaku.chess;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.movegen.MoveGenerator;
import io.github.tansaku.chess.notation.SanNotation;
import io.github.tansaku.chess.notation.UciNotation;
import io.github.tansaku.chess.pgn.PgnGame;
import io.github.tansaku.chess.pgn.PgnReader;
import io.github.tansaku.chess.rules.ChessRules;
import io.github.tansaku.chess.rules.GameStatus;
import io.github.tansaku.search.perft.Perft;
import org.junit.jupiter.api.Test;

/** The examples of chess-module/README.md, kept in step with it. */
class ReadmeExamplesTest {

    @Test
    void examples() {
        String pgnText = "1. f3 e5 2. g4 Qh4# 0-1";

        Position position = Position.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        long nodes = Perft.count(new ChessGame(), position, 3);          // 97862

        int move = SanNotation.parse(position, "O-O");                    // castling is the king's move
        String uci = UciNotation.format(move);                            // "e1g1"
        position.makeMove(move);
        position.unmakeMove(move);

        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generateLegal(position, moves, 0);          // 48 legal moves, no allocation

        PgnGame game = PgnReader.readAll(pgnText).get(0);
        GameStatus status = ChessRules.status(game.finalPosition());      // CHECKMATE, THREEFOLD_REPETITION, ...

        assertThat(nodes).isEqualTo(97_862L);
        assertThat(uci).isEqualTo("e1g1");
        assertThat(n).isEqualTo(48);
        assertThat(status).isEqualTo(GameStatus.CHECKMATE);
    }
}
