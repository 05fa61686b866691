package io.github.tansaku.search.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class EngineOptionTest {

    private final List<Object> received = new ArrayList<>();

    @Test
    void declarationsFollowTheProtocolSyntax() {
        assertThat(EngineOption.spin("Hash", 16, 1, 1024, received::add).declaration())
                .isEqualTo("name Hash type spin default 16 min 1 max 1024");
        assertThat(EngineOption.check("Ponder", false, received::add).declaration())
                .isEqualTo("name Ponder type check default false");
        assertThat(EngineOption.combo("Evaluator", "Simple", List.of("Simple", "Full"), received::add).declaration())
                .isEqualTo("name Evaluator type combo default Simple var Simple var Full");
        assertThat(EngineOption.string("Book", "", received::add).declaration())
                .isEqualTo("name Book type string default <empty>");
        assertThat(EngineOption.button("Clear Hash", () -> received.add("clear")).declaration())
                .isEqualTo("name Clear Hash type button");
    }

    @Test
    void validValuesReachTheAction() {
        EngineOption spin = EngineOption.spin("Hash", 16, 1, 1024, received::add);
        spin.set(" 64 ");
        EngineOption check = EngineOption.check("Ponder", false, received::add);
        check.set("TRUE");
        EngineOption combo = EngineOption.combo("Evaluator", "Simple", List.of("Simple", "Full"), received::add);
        combo.set("full");
        EngineOption string = EngineOption.string("Book", "", received::add);
        string.set("my book.bin");
        EngineOption button = EngineOption.button("Clear Hash", () -> received.add("clear"));
        button.set("");
        assertThat(received).containsExactly(64, true, "Full", "my book.bin", "clear");
        assertThat(spin.value()).isEqualTo("64");
        assertThat(check.value()).isEqualTo("true");
        assertThat(combo.value()).isEqualTo("Full");
        assertThat(string.value()).isEqualTo("my book.bin");
    }

    @Test
    void invalidValuesAreRejectedWithTheOptionNameAndTheAcceptedValues() {
        EngineOption spin = EngineOption.spin("Hash", 16, 1, 1024, received::add);
        assertThatThrownBy(() -> spin.set("0")).hasMessage("invalid value '0' for option Hash: expected an integer from 1 to 1024");
        assertThatThrownBy(() -> spin.set("99999999999999999999")).hasMessageContaining("Hash");
        assertThatThrownBy(() -> spin.set("")).hasMessageContaining("Hash");
        EngineOption check = EngineOption.check("Ponder", false, received::add);
        assertThatThrownBy(() -> check.set("yes")).hasMessage("invalid value 'yes' for option Ponder: expected true or false");
        EngineOption combo = EngineOption.combo("Evaluator", "Simple", List.of("Simple", "Full"), received::add);
        assertThatThrownBy(() -> combo.set("Best")).hasMessageContaining("one of Simple, Full");
        assertThat(received).isEmpty();
        assertThat(spin.value()).isEqualTo("16");
    }

    @Test
    void aFailingActionLeavesTheValueUnchanged() {
        EngineOption spin = EngineOption.spin("Hash", 16, 1, 1024, megabytes -> {
            throw new IllegalArgumentException("no memory for " + megabytes + " MiB");
        });
        assertThatThrownBy(() -> spin.set("512")).hasMessageContaining("512 MiB");
        assertThat(spin.value()).isEqualTo("16");
    }

    @Test
    void badDeclarationsAreRejected() {
        assertThatThrownBy(() -> EngineOption.spin("Hash", 0, 1, 10, received::add)).hasMessageContaining("default 0");
        assertThatThrownBy(() -> EngineOption.combo("Style", "Wild", List.of("Calm"), received::add))
                .hasMessageContaining("Wild");
        assertThatThrownBy(() -> EngineOption.check(" Ponder", true, received::add)).hasMessageContaining("name");
        assertThatThrownBy(() -> EngineOption.check("Default value", true, received::add)).hasMessageContaining("value");
    }

    @Test
    void namesMatchWithoutCase() {
        assertThat(EngineOption.button("Clear Hash", () -> { }).isNamed("clear hash")).isTrue();
        assertThat(EngineOption.button("Clear Hash", () -> { }).isNamed("Clear")).isFalse();
    }
}
