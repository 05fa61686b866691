package io.github.tansaku.search.tt;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.search.Bound;
import io.github.tansaku.search.Score;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** What a user of a table sees, and what the searchers reach through {@link TableEntries}. */
class TranspositionTableApiTest {

    @Test
    void theTablesPublicMethodsAreTheOnesAUserNeeds() {
        String[] publicMethods = Arrays.stream(TranspositionTable.class.getDeclaredMethods())
                .filter(m -> Modifier.isPublic(m.getModifiers())).map(Method::getName).sorted().toArray(String[]::new);
        assertThat(publicMethods).containsExactly("capacity", "clear", "hashfull", "megabytes", "newSearch", "resize");
    }

    @Test
    void finalMarginScoresComeBackUnchangedAtAnyPlyWhereMatesShift() {
        TranspositionTable table = new TranspositionTable(1);
        TableEntries.store(table, 42L, 7, Score.ofMargin(12), Bound.EXACT, 3, 5, true);
        TableEntries.store(table, 43L, 7, Score.mateIn(8), Bound.EXACT, 3, 5, true);
        assertThat(TableEntries.score(TableEntries.probe(table, 42L), 9)).isEqualTo(Score.ofMargin(12));
        assertThat(TableEntries.score(TableEntries.probe(table, 42L), 1)).isEqualTo(Score.ofMargin(12));
        assertThat(TableEntries.score(TableEntries.probe(table, 43L), 9)).isEqualTo(Score.mateIn(12));
        long entry = TableEntries.probe(table, 42L);
        assertThat(TableEntries.move(entry)).isEqualTo(7);
        assertThat(TableEntries.depth(entry)).isEqualTo(3);
        assertThat(TableEntries.bound(entry)).isEqualTo(Bound.EXACT);
        assertThat(TableEntries.resolved(entry)).isTrue();
    }
}
