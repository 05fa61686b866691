package io.github.tansaku.harness.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tansaku.harness.match.ScriptedEngine.Fault;
import io.github.tansaku.search.Outcome;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class MatchGameTest {

    private final AtomicLong now = new AtomicLong();
    private final Pile game = new Pile();

    private MatchGame<int[], Integer> matchGame(TimeControl control, Adjudication adjudication) {
        return new MatchGame<>(game, Pile::parse, new GameReferee<>(game), control, adjudication, now::get);
    }

    private ScriptedEngine engine(String name, Fault fault, int at) {
        return new ScriptedEngine(name, fault, at, 0, millis -> now.addAndGet(millis * 1_000_000));
    }

    private GameRecord<Integer> play(int stones, Fault faultOfA, int at, TimeControl control) {
        return matchGame(control, Adjudication.NONE).play(new Opening<>(Integer.toString(stones), List.of()),
                engine("a", faultOfA, at), engine("b", Fault.NONE, 0));
    }

    @Test
    void rulesEndTheGameAndNameTheWinner() {
        // one stone a move: with 5 stones seat 0 takes the first, third and fifth, the last
        GameRecord<Integer> record = play(5, Fault.NONE, 0, TimeControl.nodes(100));
        assertThat(record.forSeat0()).isEqualTo(Outcome.WIN);
        assertThat(record.termination()).isEqualTo(Termination.RULES);
        assertThat(record.moves()).hasSize(5);
        assertThat(record.moveStats()).hasSize(5);
        assertThat(record.faultySeat()).isEqualTo(-1);
    }

    @Test
    void eachFaultLosesForTheEngineThatMadeIt() {
        assertFault(Fault.CRASH, Termination.CRASH);
        assertFault(Fault.HANG, Termination.HANG);
        assertFault(Fault.GARBLED, Termination.PROTOCOL_ERROR);
        assertFault(Fault.ILLEGAL, Termination.ILLEGAL_MOVE);
    }

    private void assertFault(Fault fault, Termination termination) {
        GameRecord<Integer> record = play(20, fault, 2, TimeControl.nodes(100));
        assertThat(record.termination()).isEqualTo(termination);
        assertThat(record.forSeat0()).isEqualTo(Outcome.LOSS);
        assertThat(record.faultySeat()).isZero();
        assertThat(record.reason()).startsWith("a");
        assertThat(record.moves()).hasSize(2); // a's first move and b's reply
    }

    @Test
    void aSlowMoveForfeitsOnTheClockButNotWithinTheMargin() {
        TimeControl control = TimeControl.fischer(3_000, 0).withMargin(100);
        GameRecord<Integer> record = play(20, Fault.SLOW, 2, control);
        assertThat(record.termination()).isEqualTo(Termination.TIME_FORFEIT);
        assertThat(record.forSeat0()).isEqualTo(Outcome.LOSS);
        assertThat(record.faultySeat()).isZero();
        // 5,010 ms against 2,990 left plus 2,100 of margin would not be a forfeit
        GameRecord<Integer> tolerated = play(20, Fault.SLOW, 2, TimeControl.fischer(3_000, 0).withMargin(2_100));
        assertThat(tolerated.termination()).isEqualTo(Termination.RULES);
    }

    @Test
    void anEngineWithItsOwnControlPlaysOnItsOwnClockWhicheverSideItTakes() {
        TimeControl shared = TimeControl.fischer(3_000, 0).withMargin(100);
        TimeControl odds = TimeControl.fischer(10_000, 0).withMargin(100);
        MatchGame<int[], Integer> matchGame = matchGame(shared, Adjudication.NONE).withControlOf("a", odds);
        assertThat(matchGame.controlOf("a")).isEqualTo(odds);
        assertThat(matchGame.controlOf("b")).isEqualTo(shared);
        for (int seatOfA = 0; seatOfA < 2; seatOfA++) {
            // a's slow move (5,010 ms) forfeits on the shared 3 s clock, not on its own 10 s one
            ScriptedEngine a = engine("a", Fault.SLOW, 2);
            ScriptedEngine b = engine("b", Fault.NONE, 0);
            GameRecord<Integer> record = seatOfA == 0
                    ? matchGame.play(new Opening<>("20", List.of()), a, b)
                    : matchGame.play(new Opening<>("20", List.of()), b, a);
            assertThat(record.termination()).isEqualTo(Termination.RULES);
            assertThat(record.controlOf(seatOfA)).isEqualTo(odds);
            assertThat(record.controlOf(1 - seatOfA)).isEqualTo(shared);
            assertThat(record.sameControl()).isFalse();
            assertThat(a.ownControl).isEqualTo(odds);
            assertThat(a.otherControl).isEqualTo(shared);
            assertThat(b.ownControl).isEqualTo(shared);
            assertThat(b.otherControl).isEqualTo(odds);
        }
        // without odds the slow move forfeits, and the record holds the one control twice
        GameRecord<Integer> forfeited = play(20, Fault.SLOW, 2, shared);
        assertThat(forfeited.termination()).isEqualTo(Termination.TIME_FORFEIT);
        assertThat(forfeited.sameControl()).isTrue();
    }

    @Test
    void byoyomiIsGivenAgainForEachMove() {
        TimeControl control = TimeControl.byoyomi(0, 1_000).withMargin(0);
        GameRecord<Integer> record = play(30, Fault.NONE, 0, control);
        assertThat(record.termination()).isEqualTo(Termination.RULES); // 30 moves of 10 ms each
        assertThat(play(30, Fault.SLOW, 3, control).termination()).isEqualTo(Termination.TIME_FORFEIT);
    }

    @Test
    void resignationLosesWithoutFault() {
        GameRecord<Integer> record = play(20, Fault.RESIGN, 3, TimeControl.nodes(100));
        assertThat(record.termination()).isEqualTo(Termination.RESIGNATION);
        assertThat(record.forSeat0()).isEqualTo(Outcome.LOSS);
        assertThat(record.faultySeat()).isEqualTo(-1);
    }

    @Test
    void maxPliesDraws() {
        GameRecord<Integer> record = matchGame(TimeControl.nodes(100), Adjudication.NONE.withMaxPlies(6))
                .play(new Opening<>("20", List.of()), engine("a", Fault.NONE, 0), engine("b", Fault.NONE, 0));
        assertThat(record.termination()).isEqualTo(Termination.MAX_PLIES);
        assertThat(record.forSeat0()).isEqualTo(Outcome.DRAW);
        assertThat(record.moves()).hasSize(6);
    }

    @Test
    void resignAdjudicationNeedsBothEnginesToAgree() {
        MatchGame<int[], Integer> adjudicated = matchGame(TimeControl.nodes(100), Adjudication.NONE.withResign(3, 500));
        ScriptedEngine losing = new ScriptedEngine("a", Fault.NONE, 0, -600, millis -> { });
        ScriptedEngine winning = new ScriptedEngine("b", Fault.NONE, 0, 600, millis -> { });
        GameRecord<Integer> record = adjudicated.play(new Opening<>("40", List.of()), losing, winning);
        assertThat(record.termination()).isEqualTo(Termination.ADJUDICATED_WIN);
        assertThat(record.forSeat0()).isEqualTo(Outcome.LOSS);
        assertThat(record.moves()).hasSize(6);
        // the opponent does not agree: no adjudication
        ScriptedEngine unsure = new ScriptedEngine("b", Fault.NONE, 0, 0, millis -> { });
        assertThat(adjudicated.play(new Opening<>("40", List.of()), losing, unsure).termination())
                .isEqualTo(Termination.RULES);
    }

    @Test
    void drawAdjudicationAfterTheMoveNumber() {
        MatchGame<int[], Integer> adjudicated = matchGame(TimeControl.nodes(100), Adjudication.NONE.withDraw(5, 2, 10));
        GameRecord<Integer> record = adjudicated.play(new Opening<>("40", List.of()), engine("a", Fault.NONE, 0),
                engine("b", Fault.NONE, 0));
        assertThat(record.termination()).isEqualTo(Termination.ADJUDICATED_DRAW);
        // full move 5 starts at ply 8; two moves each from there: plies 8 to 11
        assertThat(record.moves()).hasSize(12);
    }

    @Test
    void theOpeningIsPlayedForTheEnginesAndTheSideToMoveFollowsIt() {
        GameRecord<Integer> record = matchGame(TimeControl.nodes(100), Adjudication.NONE)
                .play(new Opening<>("6", List.of(3)), engine("a", Fault.NONE, 0), engine("b", Fault.NONE, 0));
        // after the book's move seat 1 is to move with 3 stones: it takes the first and the last
        assertThat(record.openingPlies()).isEqualTo(1);
        assertThat(record.moves()).containsExactly(3, 1, 1, 1);
        assertThat(record.forSeat0()).isEqualTo(Outcome.LOSS);
    }

    @Test
    void aBadOpeningIsTheBooksFault() {
        assertThatThrownBy(() -> matchGame(TimeControl.nodes(100), Adjudication.NONE)
                .play(new Opening<>("2", List.of(3)), engine("a", Fault.NONE, 0), engine("b", Fault.NONE, 0)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("illegal move");
        assertThatThrownBy(() -> matchGame(TimeControl.nodes(100), Adjudication.NONE)
                .play(new Opening<>("many", List.of()), engine("a", Fault.NONE, 0), engine("b", Fault.NONE, 0)))
                .hasMessageContaining("not a pile");
    }

    @Test
    void timeControlsParseAndPrintAsCutechessWritesThem() {
        assertThat(TimeControl.parseTc("2+0.02")).isEqualTo(TimeControl.fischer(2_000, 20));
        assertThat(TimeControl.parseTc("40/60").movesToGo()).isEqualTo(40);
        assertThat(TimeControl.parseTc("10+0.1").toString()).isEqualTo("10+0.1");
        assertThat(TimeControl.byoyomi(0, 1_000).toString()).isEqualTo("byoyomi=1");
        assertThat(TimeControl.byoyomi(60_000, 500).toString()).isEqualTo("60 byoyomi=0.5");
        assertThatThrownBy(() -> TimeControl.parseTc("fast")).hasMessageContaining("malformed time control 'fast'");
        assertThatThrownBy(() -> new TimeControl(0, 0, 0, 0, 0, 0, 0, 0)).hasMessageContaining("must limit something");
    }

    @Test
    void movesToGoAddsTheMainTimeAgain() {
        SideClock clock = new SideClock(TimeControl.parseTc("2/1"));
        assertThat(clock.charge(600)).isTrue();
        assertThat(clock.remainingMillis()).isEqualTo(400);
        assertThat(clock.movesToGo()).isEqualTo(1);
        assertThat(clock.charge(300)).isTrue();
        assertThat(clock.remainingMillis()).isEqualTo(1_100);
        assertThat(clock.movesToGo()).isEqualTo(2);
    }
}
