package io.github.tansaku.examples.harness;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.chess.pgn.PgnGame;
import io.github.tansaku.chess.pgn.PgnReader;
import io.github.tansaku.harness.match.Adjudication;
import io.github.tansaku.harness.match.EngineReply;
import io.github.tansaku.harness.match.GameRecord;
import io.github.tansaku.harness.match.GameSoFar;
import io.github.tansaku.harness.match.MatchEngine;
import io.github.tansaku.harness.match.MatchGame;
import io.github.tansaku.harness.match.Notation;
import io.github.tansaku.harness.match.Opening;
import io.github.tansaku.harness.match.Referee;
import io.github.tansaku.harness.match.TimeControl;
import io.github.tansaku.harness.match.Termination;
import io.github.tansaku.search.Outcome;
import io.github.tansaku.shogi.notation.Csa;
import io.github.tansaku.shogi.notation.Kif;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * The chess and shogi referees of the match runner with positions from the rules libraries'
 * own tests, and their game records read back by the rules libraries' readers.
 */
class GameRefereesTest {

    private final ChessSetup chess = new ChessSetup();
    private final ShogiSetup shogi = new ShogiSetup();

    /** The verdict on a position command's words: a start position, possibly with {@code moves}. */
    private static <P, M> Referee.Verdict judge(GameSetup<P, M> setup, String text) {
        String[] parts = text.split(" moves ");
        P position = setup.notation().parsePosition(parts[0]);
        if (parts.length > 1) {
            for (String move : parts[1].trim().split(" ")) {
                setup.game().makeMove(position, setup.game().codeOf(setup.notation().parseMove(position, move)));
            }
        }
        return setup.referee().judge(position);
    }

    @Test
    void chessEndingsAreNamed() {
        assertThat(judge(chess, "fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")).isEqualTo(new Referee.Verdict(Outcome.DRAW, "stalemate"));
        assertThat(judge(chess, "fen R5k1/5ppp/8/8/8/8/8/4K3 b - - 100 80"))
                .isEqualTo(new Referee.Verdict(Outcome.LOSS, "checkmate"));
        assertThat(judge(chess, "fen 4k3/8/8/8/8/8/8/R3K3 w - - 100 80"))
                .isEqualTo(new Referee.Verdict(Outcome.DRAW, "fifty moves"));
        assertThat(judge(chess, "fen 4k3/8/8/8/8/8/8/R3K3 w - - 99 80")).isEqualTo(Referee.Verdict.ONGOING);
        assertThat(judge(chess, "fen 4k3/8/8/8/8/8/8/2B1K3 w - - 0 1"))
                .isEqualTo(new Referee.Verdict(Outcome.DRAW, "insufficient material"));
        assertThat(judge(chess, "startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8"))
                .isEqualTo(new Referee.Verdict(Outcome.DRAW, "threefold repetition"));
        assertThat(judge(chess, "startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1")).isEqualTo(Referee.Verdict.ONGOING);
    }

    @Test
    void shogiEndingsAreNamed() {
        String cycle = " 5i5h 5a5b 5h5i 5b5a";
        assertThat(judge(shogi, "startpos moves" + cycle.repeat(2))).isEqualTo(Referee.Verdict.ONGOING);
        assertThat(judge(shogi, "startpos moves" + cycle.repeat(3)))
                .isEqualTo(new Referee.Verdict(Outcome.DRAW, "sennichite"));
        // Black's rook checks with every move: at the fourth occurrence White, checked, wins
        assertThat(judge(shogi, "sfen R7k/9/9/9/9/9/9/9/4K4 w - 1 moves" + " 1a1b 9a9b 1b1a 9b9a".repeat(3)))
                .isEqualTo(new Referee.Verdict(Outcome.WIN, "sennichite by perpetual check"));
        assertThat(judge(shogi, "sfen 4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1")).isEqualTo(new Referee.Verdict(Outcome.LOSS, "checkmate"));
    }

    /** An engine that plays its script, then claims a win. */
    private static final class Scripted<P, M> implements MatchEngine<P, M> {
        private final String name;
        private final Deque<M> moves;

        Scripted(String name, List<M> moves) {
            this.name = name;
            this.moves = new ArrayDeque<>(moves);
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public void newGame() {
        }

        @Override
        public EngineReply<M> play(GameSoFar<P, M> game, Clocks clocks) {
            return moves.isEmpty() ? EngineReply.winClaim() : EngineReply.move(moves.poll(), OptionalInt.of(0), 1, 1);
        }

        @Override
        public void close() {
        }
    }

    /** Plays {@code moves} (both sides, in order) from {@code start}; then the side to move claims a win. */
    private <P, M> GameRecord<M> play(GameSetup<P, M> setup, String start, List<String> moves) {
        return play(setup, start, moves, TimeControl.nodes(1));
    }

    /** {@link #play(GameSetup, String, List)} with engine a on {@code controlOfA}, b on one node a move. */
    private <P, M> GameRecord<M> play(GameSetup<P, M> setup, String start, List<String> moves, TimeControl controlOfA) {
        Notation<P, M> notation = setup.notation();
        P position = notation.parsePosition(start);
        List<M> first = new java.util.ArrayList<>();
        List<M> second = new java.util.ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            M move = notation.parseMove(position, moves.get(i));
            setup.game().makeMove(position, setup.game().codeOf(move));
            (i % 2 == 0 ? first : second).add(move);
        }
        MatchGame<P, M> matchGame = new MatchGame<>(setup.game(), notation::parsePosition, setup.referee(),
                TimeControl.nodes(1), Adjudication.NONE, System::nanoTime).withControlOf("a", controlOfA);
        return matchGame.play(new Opening<>(start, List.of()), new Scripted<>("a", first), new Scripted<>("b", second));
    }

    @Test
    void anEnteringKingDeclarationWinsOnlyWhereItHolds() {
        GameRecord<io.github.tansaku.shogi.Move> declared = play(shogi, "sfen RRBB5/GGGGK4/SS7/9/9/9/9/9/8k b 2P 1", List.of());
        assertThat(declared.termination()).isEqualTo(Termination.WIN_CLAIM);
        assertThat(declared.forSeat0()).isEqualTo(Outcome.WIN);
        GameRecord<io.github.tansaku.shogi.Move> refused = play(shogi, "sfen RRBB5/GGGGK4/SS7/9/9/9/9/9/8k b P 1", List.of());
        assertThat(refused.termination()).isEqualTo(Termination.FALSE_CLAIM);
        assertThat(refused.forSeat0()).isEqualTo(Outcome.LOSS);
    }

    @Test
    void chessGamesAreWrittenAsPgnThatTheReaderReadsBack() {
        // Scholar's mate, White to move from the start
        GameRecord<io.github.tansaku.chess.Move> record = play(chess, "startpos",
                List.of("e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6", "h5f7"));
        assertThat(record.termination()).isEqualTo(Termination.RULES);
        assertThat(record.reason()).isEqualTo("checkmate");
        String text = new ChessRecords().write(record, "test event");
        PgnGame game = PgnReader.readAll(text).get(0);
        assertThat(game.tag("White")).isEqualTo("a");
        assertThat(game.tag("Black")).isEqualTo("b");
        assertThat(game.result()).isEqualTo("1-0");
        assertThat(game.tag("Termination")).isEqualTo("normal");
        assertThat(game.moves()).hasSize(7);
        assertThat(text).contains("Qxf7#");
    }

    @Test
    void shogiGamesAreWrittenAsKifAndCsaThatTheReadersReadBack() {
        // Black drops a gold on 5b, supported by the pawn: mate
        GameRecord<io.github.tansaku.shogi.Move> record = play(shogi, "sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1", List.of("G*5b"));
        assertThat(record.reason()).isEqualTo("checkmate");
        io.github.tansaku.shogi.notation.GameRecord kif = Kif.read(new ShogiRecords(ShogiRecords.Format.KIF).write(record, "e"));
        assertThat(kif.blackName()).isEqualTo("a");
        assertThat(kif.moves()).hasSize(1);
        assertThat(kif.result()).isEqualTo("詰み");
        String csa = new ShogiRecords(ShogiRecords.Format.CSA).write(record, "e");
        List<io.github.tansaku.shogi.notation.GameRecord> both = Csa.readAll(csa + csa);
        assertThat(both).hasSize(2);
        assertThat(both.get(1).result()).isEqualTo("%TSUMI");
        assertThat(both.get(1).whiteName()).isEqualTo("b");
    }

    @Test
    void shogiRecordsOfAGameWithOddsNameEachSidesControl() {
        GameRecord<io.github.tansaku.shogi.Move> record = play(shogi, "sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1",
                List.of("G*5b"), TimeControl.nodes(2));
        io.github.tansaku.shogi.notation.GameRecord kif = Kif.read(new ShogiRecords(ShogiRecords.Format.KIF).write(record, "e"));
        assertThat(kif.headers()).containsEntry("持ち時間", "sente nodes=2; gote nodes=1");
        assertThat(kif.moves()).hasSize(1);
        List<io.github.tansaku.shogi.notation.GameRecord> csa = Csa.readAll(new ShogiRecords(ShogiRecords.Format.CSA)
                .write(record, "e"));
        assertThat(csa).hasSize(1);
        assertThat(csa.get(0).moves()).hasSize(1);
    }
}
